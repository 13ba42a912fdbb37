'use client';

import Modal from 'react-bootstrap/Modal';
import { useTranslations } from 'next-intl';

type Props = { open: boolean; busy: boolean; onConfirm: () => void; onCancel: () => void };

/** Asks before a photo is deleted for good (Escape and the backdrop cancel). */
export function DeletePhotoDialog({ open, busy, onConfirm, onCancel }: Props) {
  const t = useTranslations('photos');
  return (
    <Modal show={open} onHide={onCancel} centered aria-labelledby="delete-photo-title">
      <Modal.Header closeButton closeLabel={t('close')}>
        <Modal.Title id="delete-photo-title">{t('deleteTitle')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{t('deleteBody')}</Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel} autoFocus>
          {t('cancel')}
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy}>
          {t('deleteConfirm')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
