'use client';

import Modal from 'react-bootstrap/Modal';
import { useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { useSettings } from '@/lib/api-client/settings';
import { useCurrentUser } from '@/lib/api-client/user';
import { shouldShowEntryWarning, type LayoutKind } from '@/lib/utils/entry-warning';
import { useUiStore } from '@/stores/ui-store';

/** Where "Leave" takes a visitor who is not of age or does not want adult content. */
export const LEAVE_URL = 'https://www.google.com/';

const noSubscription = () => () => undefined;

export function EntryWarning({ layout }: { layout: LayoutKind }) {
  const t = useTranslations('entryWarning');
  const settings = useSettings();
  const user = useCurrentUser();
  const acceptedAt = useUiStore((s) => s.entryWarningAcceptedAt);
  const installedApp = useUiStore((s) => s.installedApp);
  const accept = useUiStore((s) => s.acceptEntryWarning);
  // The dismissal lives in localStorage: decide only after mounting, so server and client agree.
  const mounted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  const show =
    mounted &&
    shouldShowEntryWarning({
      layout,
      loggedIn: Boolean(user),
      installedApp,
      dismissed: acceptedAt !== null,
      enabled: settings.enable_site_entry_popup,
      countries: settings.site_entry_countries,
      country: settings.geoip_country ?? settings.geoip_selected_country,
    });

  return (
    <Modal show={show} backdrop="static" keyboard={false} centered aria-labelledby="entry-warning-title">
      <Modal.Header>
        <Modal.Title id="entry-warning-title">
          <i className="bi bi-exclamation-octagon me-2 text-danger" aria-hidden="true" />
          {t('title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{t('body', { site: settings.name })}</p>
      </Modal.Body>
      <Modal.Footer>
        <a href={LEAVE_URL} className="btn btn-outline-secondary">
          {t('leave')}
        </a>
        <button type="button" className="btn btn-primary" onClick={accept} autoFocus>
          {t('enter')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
