'use client';

import Modal from 'react-bootstrap/Modal';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { OwnPhoto } from './types';

type Props = {
  show: boolean;
  photos: OwnPhoto[];
  /** Credits an image message costs (settings.photo_credits). */
  credits: number;
  onHide: () => void;
  onPick: (photo: OwnPhoto) => void;
};

/** The member's own photos to send as an image message; none yet → a link to add some. */
export function PhotoPicker({ show, photos, credits, onHide, onPick }: Props) {
  const t = useTranslations('chat.photos');
  return (
    <Modal
      show={show}
      onHide={onHide}
      centered
      aria-labelledby="photo-picker-title"
      data-testid="photo-picker"
    >
      <Modal.Header closeButton closeLabel={t('close')}>
        <Modal.Title id="photo-picker-title" as="h2" className="h5">
          {t('title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="small text-body-secondary">{t('price', { credits })}</p>
        {photos.length === 0 ? (
          <p className="mb-0">
            {t('none')} <Link href="/profile">{t('add')}</Link>
          </p>
        ) : (
          <ul className="list-unstyled row row-cols-3 g-2 mb-0">
            {photos.map((photo, i) => (
              <li key={photo.id} className="col">
                <button type="button" className="btn p-0 border-0 w-100" onClick={() => onPick(photo)}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- own photo thumbnail */}
                  <img src={photo.url} alt={t('photo', { n: i + 1 })} className="img-fluid rounded" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </Modal.Body>
    </Modal>
  );
}
