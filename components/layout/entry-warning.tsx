'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { useSettings } from '@/lib/api-client/settings';
import { useCurrentUser } from '@/lib/api-client/user';
import { shouldShowEntryWarning, type LayoutKind } from '@/lib/utils/entry-warning';
import { useUiStore } from '@/stores/ui-store';
import { useLoadedOnce } from '@/components/ui/use-loaded-once';

export { LEAVE_URL } from '@/lib/utils/entry-warning';

// The dialog (and react-bootstrap's Modal) loads only when the warning is to show.
const EntryWarningDialog = dynamic(() => import('./entry-warning-dialog').then((m) => m.EntryWarningDialog), {
  ssr: false,
});

const noSubscription = () => () => undefined;

export function EntryWarning({ layout }: { layout: LayoutKind }) {
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

  const loaded = useLoadedOnce(show);
  return loaded ? <EntryWarningDialog show={show} site={settings.name} onAccept={accept} /> : null;
}
