'use client';

import dynamic from 'next/dynamic';
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { useSettings } from '@/lib/api-client/settings';
import { useCurrentUser } from '@/lib/api-client/user';
import { shouldShowEntryWarning, type LayoutKind } from '@/lib/utils/entry-warning';
import { usePathname } from '@/lib/i18n/navigation';
import { routeName } from '@/lib/utils/route-name';
import { useSessionStore } from '@/stores/session-store';
import { useSignupStore } from '@/stores/signup-store';
import { useUiStore } from '@/stores/ui-store';
import { useLoadedOnce } from '@/components/ui/use-loaded-once';

export { LEAVE_URL } from '@/lib/utils/entry-warning';

// The dialog (and react-bootstrap's Modal) loads only when the warning is to show.
const EntryWarningDialog = dynamic(() => import('./entry-warning-dialog').then((m) => m.EntryWarningDialog), {
  ssr: false,
});

const noSubscription = () => () => undefined;

// Pages that show the signup flow themselves (the signup modal is the other place).
const SIGNUP_PAGES = new Set(['signup', 'members-id-signup']);

export function EntryWarning({ layout }: { layout: LayoutKind }) {
  const settings = useSettings();
  const user = useCurrentUser();
  const acceptedAt = useUiStore((s) => s.entryWarningAcceptedAt);
  const installedApp = useUiStore((s) => s.installedApp);
  const accept = useUiStore((s) => s.acceptEntryWarning);
  const signupModalOpen = useSignupStore((s) => s.modalOpen);
  const route = routeName(usePathname());
  const embedded = useSessionStore((s) => s.signupFlowEmbeddedSiteEntryWarning);
  const setEmbedded = useSessionStore((s) => s.setSignupFlowEmbeddedSiteEntryWarning);
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

  // Spec §3 signupFlowEmbeddedSiteEntryWarning: while a signup flow is on screen the warning is
  // its first step (signup-flow.tsx) rather than a second modal stacked on the signup modal;
  // accepting it there sets the same acceptance. Set before paint, so the form never flashes.
  const signupOnScreen = signupModalOpen || (route !== null && SIGNUP_PAGES.has(route));
  const embed = show && signupOnScreen;
  useLayoutEffect(() => {
    if (mounted && embed !== embedded) setEmbedded(embed);
  }, [mounted, embed, embedded, setEmbedded]);

  const standalone = show && !signupOnScreen;
  const loaded = useLoadedOnce(standalone);
  return loaded ? <EntryWarningDialog show={standalone} site={settings.name} onAccept={accept} /> : null;
}
