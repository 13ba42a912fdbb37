'use client';

import Modal from 'react-bootstrap/Modal';
import { useTranslations } from 'next-intl';
import type { PublicPhoto } from '@/lib/schemas/public-profile';
import { Icon } from '@/components/ui/icon';

type OpenPhoto = Extract<PublicPhoto, { locked: false }>;

type Props = {
  /** Index into `photos` of the photo shown; null when closed. */
  shown: number | null;
  photos: OpenPhoto[];
  cdnPrefix: string;
  name: string;
  onClose: () => void;
  onStep: (delta: number) => void;
};

/** The full-size photo lightbox of profile-photos.tsx, which loads it when it first opens. */
export function PhotoLightbox({ shown, photos, cdnPrefix, name, onClose, onStep }: Props) {
  const t = useTranslations('profileView');
  return (
    <Modal
      show={shown !== null}
      onHide={onClose}
      size="lg"
      centered
      aria-label={t('galleryLabel', { name })}
      onKeyDown={(e: React.KeyboardEvent) => {
        if (e.key === 'ArrowRight') onStep(1);
        if (e.key === 'ArrowLeft') onStep(-1);
      }}
      data-testid="photo-lightbox"
    >
      <Modal.Header closeButton closeLabel={t('close')}>
        <Modal.Title as="h2" className="h6 mb-0">
          {shown !== null && t('photoOf', { n: shown + 1, total: photos.length })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="text-center p-2">
        {shown !== null && photos[shown] && (
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={`${cdnPrefix}${photos[shown].filename}`}
            alt={t('photoAlt', { name })}
            className="img-fluid rounded"
            style={{ maxHeight: '75vh' }}
          />
        )}
      </Modal.Body>
      {photos.length > 1 && (
        <Modal.Footer className="justify-content-between">
          <button type="button" className="btn btn-outline-secondary" onClick={() => onStep(-1)}>
            <Icon name="chevron-left" aria-hidden="true" /> {t('previous')}
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={() => onStep(1)}>
            {t('next')} <Icon name="chevron-right" aria-hidden="true" />
          </button>
        </Modal.Footer>
      )}
    </Modal>
  );
}
