'use client';

import Modal from 'react-bootstrap/Modal';
import { useTranslations } from 'next-intl';
import type { SignupTargetProfile } from '@/stores/signup-store';
import { SignupFlow } from './signup-flow';
import { IntlIsland } from '@/components/i18n/intl-island';

type Props = {
  show: boolean;
  submitting: boolean;
  /** The visitor has typed something: backdrop and Escape no longer close the modal. */
  started: boolean;
  target: SignupTargetProfile | null;
  onClose: () => void;
};

/** The signup modal's dialog; SignupModal (signup-modal.tsx) loads it when it first opens. */
function SignupModalDialogContent({ show, submitting, started, target, onClose }: Props) {
  const t = useTranslations('signup.modal');
  const inProgress = submitting || started;
  return (
    <Modal
      show={show}
      onHide={onClose}
      backdrop={inProgress ? 'static' : true}
      keyboard={!inProgress}
      centered
      aria-labelledby="signup-modal-title"
      data-testid="signup-modal"
    >
      <Modal.Header>
        <Modal.Title id="signup-modal-title" as="h2" className="h5">
          {target ? t('titleTarget', { name: target.name }) : t('title')}
        </Modal.Title>
        <button
          type="button"
          className="btn-close"
          aria-label={t('close')}
          disabled={submitting}
          onClick={onClose}
        />
      </Modal.Header>
      <Modal.Body>
        <SignupFlow onGoToLogin={onClose} />
      </Modal.Body>
    </Modal>
  );
}

/**
 * Loaded when the signup modal first opens (signup-modal.tsx), with next-intl's provider for the
 * messages its layout set aside.
 */
export function SignupModalDialog(props: Props) {
  return (
    <IntlIsland>
      <SignupModalDialogContent {...props} />
    </IntlIsland>
  );
}
