'use client';

import Modal from 'react-bootstrap/Modal';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import type { Countdown } from '@/lib/schemas/discount-code';
import { countdownText } from './time-bonus-banner';

type Props = {
  show: boolean;
  countdown: Countdown;
  percent: number;
  onClose: () => void;
  /** Closes the modal first, then goes to /credits (spec §2). */
  onGoToCredits: () => void;
};

/**
 * The welcome-bonus modal of spec §2: special offer, 25 % welcome bonus, unlock call to action,
 * the 4-hour hint, "offer valid" with the countdown linking to credits, and the instant note.
 * Loaded on open (time-bonus-host.tsx).
 */
export function TimeBonusModal({ show, countdown, percent, onClose, onGoToCredits }: Props) {
  const t = useTranslations('timeBonus');
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="time-bonus-title" data-testid="time-bonus-modal">
      <Modal.Header closeButton closeLabel={t('close')} className="bg-warning-subtle">
        <p className="mb-0 text-uppercase fw-bold small">
          <Icon name="star-fill" aria-hidden="true" className="me-1" />
          {t('specialOffer')}
        </p>
      </Modal.Header>
      <Modal.Body className="text-center">
        <p className="display-4 fw-bold mb-0" aria-hidden="true">
          {percent}%
        </p>
        <h2 id="time-bonus-title" className="h4">
          {t('modalTitle', { percent })}
        </h2>
        <p>
          <Icon name="gift" aria-hidden="true" className="me-2" />
          {t('unlock', { percent })}
        </p>
        <p className="text-body-secondary small">
          <Icon name="lightning" aria-hidden="true" className="me-1" />
          {t('fastAction', { hours: 4 })}
        </p>
        <button type="button" className="btn btn-success btn-lg w-100" onClick={onGoToCredits}>
          {t('offerValid')}{' '}
          <span className="font-monospace">{countdownText(countdown)}</span>
        </button>
        <p className="small text-body-secondary mt-2 mb-0">{t('instant')}</p>
      </Modal.Body>
    </Modal>
  );
}
