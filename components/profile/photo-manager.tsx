'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useSettings } from '@/lib/session/page-session';
import { useDeletePhoto, useSetMainPhoto } from '@/lib/api-client/photos';
import { apiError, type ApiError } from '@/lib/api-client/api-error';
import type { OwnProfileDetail } from '@/lib/schemas/profile';
import { PHOTOS_MAX_PREMIUM } from '@/lib/utils/constants';
import { DeletePhotoDialog } from './lazy-delete-photo-dialog';
import { PhotoTile } from './photo-tile';
import { PhotoUpload } from './photo-upload';
import { usePhotoErrors } from './use-profile-errors';
import { Icon } from '@/components/ui/icon';

/** The member's photos: upload, pick the main photo, delete; pending ones marked "awaiting approval". */
export function PhotoManager({ profile }: { profile: OwnProfileDetail }) {
  const t = useTranslations('photos');
  const errorText = usePhotoErrors();
  const { cdn_prefix: cdnPrefix } = useSettings();
  const setMain = useSetMainPhoto();
  const remove = useDeletePhoto();
  const [error, setError] = useState<ApiError | null>(null);
  const [toDelete, setToDelete] = useState<number | null>(null);
  const count = profile.photos.length;
  const full = count >= profile.max_photos;
  const busy = setMain.isPending || remove.isPending;

  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(apiError(err));
    }
  };

  return (
    <section aria-labelledby="photos-title">
      <div className="d-flex align-items-baseline justify-content-between mb-2">
        <h2 id="photos-title" className="h5 mb-0">
          {t('title')}
        </h2>
        <span className="small text-body-secondary">{t('count', { count, max: profile.max_photos })}</span>
      </div>
      {error && (
        <div className="alert alert-danger" role="alert">
          {errorText(error)}
        </div>
      )}
      {count === 0 ? (
        <p className="text-body-secondary">{t('empty')}</p>
      ) : (
        <ul className="row row-cols-2 row-cols-sm-3 g-2 list-unstyled mb-3">
          {profile.photos.map((photo, i) => (
            <PhotoTile
              key={photo.id}
              photo={photo}
              number={i + 1}
              cdnPrefix={cdnPrefix}
              busy={busy}
              onMakeMain={() => void run(() => setMain.mutateAsync(photo.id))}
              onDelete={() => setToDelete(photo.id)}
            />
          ))}
        </ul>
      )}
      {profile.photos.some((p) => p.status === 'pending') && (
        <p className="small text-body-secondary">
          <Icon name="info-circle" className="me-1" aria-hidden="true" />
          {t('pendingNote')}
        </p>
      )}
      {full ? (
        <p className="small">
          {t('limitReached', { max: profile.max_photos })}
          {profile.max_photos < PHOTOS_MAX_PREMIUM && ` ${t('premiumHint', { max: PHOTOS_MAX_PREMIUM })}`}
        </p>
      ) : (
        <PhotoUpload disabled={full} onError={setError} />
      )}
      <DeletePhotoDialog
        open={toDelete !== null}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          const id = toDelete;
          setToDelete(null);
          if (id !== null) void run(() => remove.mutateAsync(id));
        }}
      />
    </section>
  );
}
