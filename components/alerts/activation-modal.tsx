'use client';

import type { ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';

/** The activation reminder as a modal (activation-reminder.tsx loads it when it shows). */
export function ActivationModal({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const t = useTranslations('alerts');
  return (
    <Modal show onHide={onClose} centered aria-labelledby="activation-modal-title">
      <Modal.Header closeButton closeLabel={t('close')}>
        <Modal.Title id="activation-modal-title">
          <Icon name="envelope-exclamation" className="me-2" aria-hidden="true" />
          {t('activationTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
    </Modal>
  );
}
