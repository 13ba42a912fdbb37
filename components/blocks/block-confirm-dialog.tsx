'use client';

import Modal from 'react-bootstrap/Modal';
import Button from 'react-bootstrap/Button';
import { useTranslations } from 'next-intl';

type Props = {
  show: boolean;
  name: string;
  error: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** The "block this member?" confirmation of block-button.tsx, which loads it when it first opens. */
export function BlockConfirmDialog({ show, name, error, busy, onCancel, onConfirm }: Props) {
  const t = useTranslations('blocks');
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby="block-confirm-title" data-testid="block-confirm">
      <Modal.Header closeButton closeLabel={t('close')}>
        <Modal.Title id="block-confirm-title" as="h2" className="h5">
          {t('confirmTitle', { name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{t('confirmText', { name })}</p>
        {error && (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {error}
          </div>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy} data-testid="block-confirm-button">
          {t('confirm')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
