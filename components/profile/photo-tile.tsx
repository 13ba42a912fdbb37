'use client';

import { useTranslations } from 'next-intl';
import type { OwnPhoto } from '@/lib/schemas/profile';
import { Icon } from '@/components/ui/icon';

type Props = {
  photo: OwnPhoto;
  number: number;
  cdnPrefix: string;
  busy: boolean;
  onMakeMain: () => void;
  onDelete: () => void;
};

/** One of the member's photos with its state: main, awaiting approval (pending) or rejected. */
export function PhotoTile({ photo, number, cdnPrefix, busy, onMakeMain, onDelete }: Props) {
  const t = useTranslations('photos');
  return (
    <li className="col" data-testid="own-photo">
      <div className={`card h-100 ${photo.main ? 'border-primary border-2' : ''}`}>
        <div className="position-relative">
          {/* Own thumbnails, already sized: whatever their status, the member sees them. At most
              three, one row: loaded at once (the first is the page's largest paint). */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={`${cdnPrefix}${photo.thumb_filename}`}
            alt={t('photoAlt', { number })}
            width={320}
            height={320}
            className={`card-img-top ${photo.status === 'pending' ? 'opacity-75' : ''}`}
          />
          <div className="position-absolute top-0 start-0 p-1 d-flex flex-column gap-1 align-items-start">
            {photo.main && <span className="badge text-bg-primary">{t('main')}</span>}
            {photo.status === 'pending' && (
              <span className="badge text-bg-warning">
                <Icon name="hourglass-split" className="me-1" aria-hidden="true" />
                {t('pending')}
              </span>
            )}
            {photo.status === 'rejected' && <span className="badge text-bg-danger">{t('rejected')}</span>}
          </div>
        </div>
        <div className="card-body p-2 d-flex gap-1 flex-wrap">
          {!photo.main && photo.status !== 'rejected' && (
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              disabled={busy}
              onClick={onMakeMain}
            >
              {t('makeMain')}
            </button>
          )}
          <button
            type="button"
            className="btn btn-sm btn-outline-danger ms-auto"
            disabled={busy}
            onClick={onDelete}
            aria-label={t('deleteNumbered', { number })}
          >
            <Icon name="trash" aria-hidden="true" />
          </button>
        </div>
      </div>
    </li>
  );
}
