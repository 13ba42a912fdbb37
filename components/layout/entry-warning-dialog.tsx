'use client';

import Modal from 'react-bootstrap/Modal';
import { useTranslations } from 'next-intl';
import { LEAVE_URL } from '@/lib/utils/entry-warning';
import { ExclamationOctagon } from 'react-bootstrap-icons';

type Props = { show: boolean; site: string; onAccept: () => void };

/** The entry warning's dialog; EntryWarning (entry-warning.tsx) loads it when it is to show. */
export function EntryWarningDialog({ show, site, onAccept }: Props) {
  const t = useTranslations('entryWarning');
  return (
    <Modal show={show} backdrop="static" keyboard={false} centered aria-labelledby="entry-warning-title">
      <Modal.Header>
        <Modal.Title id="entry-warning-title">
          <ExclamationOctagon className="me-2 text-danger" aria-hidden="true" />
          {t('title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{t('body', { site })}</p>
      </Modal.Body>
      <Modal.Footer>
        <a href={LEAVE_URL} className="btn btn-outline-secondary">
          {t('leave')}
        </a>
        <button type="button" className="btn btn-primary" onClick={onAccept} autoFocus>
          {t('enter')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
