'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useSettings } from '@/lib/session/page-session';
import { apiError } from '@/lib/api-client/api-error';
import { useUploadPhoto } from '@/lib/api-client/photos';
import { useOwnProfile } from '@/lib/api-client/profile';
import { StepActions, StepError } from './step-actions';
import { Icon } from '@/components/ui/icon';

/** Step "photo": upload a profile photo (pending until moderated); skippable. */
export function PhotoStep({ onDone }: { onDone: () => void }) {
  const t = useTranslations('signup.photo');
  const tg = useTranslations('errors');
  const settings = useSettings();
  const inputId = useId();
  const profile = useOwnProfile();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadPhoto((f) => setProgress(f));
  const [error, setError] = useState<string | null>(null);
  const photo = profile.data?.photos.find((p) => p.main) ?? profile.data?.photos[0];

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      await upload.mutateAsync(file);
    } catch (err) {
      const e = apiError(err);
      if (t.has(`errors.${e.error}`)) setError(t(`errors.${e.error}`, { max: Number(e.max ?? 0) }));
      else setError(e.error === 'offline' ? tg('offline') : tg('generic'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <section aria-labelledby="photo-step-title">
      <h2 id="photo-step-title" className="h4" tabIndex={-1}>
        {t('title')}
      </h2>
      <p className="text-body-secondary">{t('intro')}</p>
      <div className="d-flex align-items-center gap-3 my-3">
        {photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- a sized thumbnail from the CDN prefix
          <img
            src={`${settings.cdn_prefix}${photo.thumb_filename}`}
            alt={t('preview')}
            width={96}
            height={96}
            className="rounded object-fit-cover"
            data-testid="photo-preview"
          />
        ) : (
          <Icon name="person-bounding-box" className="display-4 text-secondary" aria-hidden="true" />
        )}
        <div>
          <label htmlFor={inputId} className="btn btn-outline-primary mb-0">
            <Icon name="upload" className="me-1" aria-hidden="true" />
            {photo ? t('another') : t('choose')}
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="visually-hidden"
            disabled={upload.isPending}
            onChange={(e) => {
              void onFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          {photo?.status === 'pending' && (
            <p className="small text-body-secondary mb-0 mt-1">{t('pending')}</p>
          )}
        </div>
      </div>
      {upload.isPending && (
        <div
          className="progress"
          role="progressbar"
          aria-label={t('uploading')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress === null ? undefined : Math.round(progress * 100)}
        >
          <div
            className="progress-bar progress-bar-striped progress-bar-animated"
            style={{ width: `${Math.round((progress ?? 0.1) * 100)}%` }}
          />
        </div>
      )}
      <StepError message={error} />
      <StepActions
        primaryType="button"
        onPrimary={onDone}
        pending={upload.isPending}
        primaryLabel={photo ? undefined : t('later')}
      />
    </section>
  );
}
