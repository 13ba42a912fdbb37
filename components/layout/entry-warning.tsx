'use client';

import { useLayoutEffect } from 'react';
import { useCurrentUser, useSettings } from '@/lib/session/page-session';
import { entryWarningSettings, shouldShowEntryWarning, type LayoutKind } from '@/lib/utils/entry-warning';
import { usePathname } from '@/lib/i18n/navigation';
import { routeName } from '@/lib/utils/route-name';
import { useSessionStore } from '@/stores/session-store';
import { useSignupStore } from '@/stores/signup-store';
import { useUiStore } from '@/stores/ui-store';
import { EntryWarningDialog } from './entry-warning-dialog';
import { useMounted } from '@/components/ui/use-mounted';

export { LEAVE_URL } from '@/lib/utils/entry-warning';

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
  // The dismissal lives in localStorage and the installed app in the display mode: the server
  // cannot know them. Until mounted (the server's render and hydration) the dialog is in the HTML
  // whenever the rest of the rule says it shows, so a fresh visitor sees it with the first paint
  // (it is the page's largest paint: issue 10); the inline EntryWarningGate hides it before that
  // paint for a visitor who accepted it or runs the installed app. After mounting the rule decides.
  const mounted = useMounted();

  const show = shouldShowEntryWarning({
    layout,
    loggedIn: Boolean(user),
    installedApp: mounted && installedApp,
    dismissed: mounted && acceptedAt !== null,
    ...entryWarningSettings(settings),
  });

  // Spec §3 signupFlowEmbeddedSiteEntryWarning: while a signup flow is on screen the warning is
  // its first step (signup-flow.tsx) rather than a second modal stacked on the signup modal;
  // accepting it there sets the same acceptance. Set before paint, so the form never flashes.
  const signupOnScreen = signupModalOpen || (route !== null && SIGNUP_PAGES.has(route));
  const embed = mounted && show && signupOnScreen;
  useLayoutEffect(() => {
    if (mounted && embed !== embedded) setEmbedded(embed);
  }, [mounted, embed, embedded, setEmbedded]);

  const standalone = show && !signupOnScreen;
  return standalone ? <EntryWarningDialog onAccept={accept} /> : null;
}
