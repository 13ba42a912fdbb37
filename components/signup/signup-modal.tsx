'use client';

import { useEffect } from 'react';
import { clientOnly } from '@/components/ui/lazy-component';
import { useCurrentUser } from '@/lib/session/page-session';
import { usePathname } from '@/lib/i18n/navigation';
import { trackingFromQuery } from '@/lib/schemas/signup-tracking';
import { routeName } from '@/lib/utils/route-name';
import { draftStarted, useSignupStore } from '@/stores/signup-store';
import { useLoadedOnce } from '@/components/ui/use-loaded-once';

// The dialog (with the signup flow and react-bootstrap's Modal) loads when it first opens.
const SignupModalDialog = clientOnly(() => import('./signup-modal-dialog').then((m) => m.SignupModalDialog));

// Pages that show the signup flow themselves, and login, where the modal has no place (spec §4).
const NO_MODAL_ROUTES = new Set(['login', 'signup', 'complete-signup', 'members-id-signup']);

/**
 * The signup modal of the default and empty layouts. Anything may open it with
 * useSignupStore.getState().openSignup({ target }); it cannot be closed by backdrop or Escape
 * once the visitor has started (or while the request runs), and closes on signupClosed() or
 * when the visitor goes to login. It also keeps the landing URL's tracking parameters.
 */
export function SignupModal() {
  const user = useCurrentUser();
  const pathname = usePathname();
  const open = useSignupStore((s) => s.modalOpen);
  const submitting = useSignupStore((s) => s.submitting);
  const started = useSignupStore((s) => draftStarted(s.draft));
  const target = useSignupStore((s) => s.target);
  const signupClosed = useSignupStore((s) => s.signupClosed);
  const captureTracking = useSignupStore((s) => s.captureTracking);
  const route = routeName(pathname);

  // Read from the address bar on every page change: landing URLs carry network, ref, sub1…sub3.
  useEffect(() => {
    captureTracking(trackingFromQuery(new URLSearchParams(window.location.search)));
  }, [pathname, captureTracking]);

  useEffect(() => {
    if (route && NO_MODAL_ROUTES.has(route)) signupClosed();
  }, [route, signupClosed]);

  const show = open && !user;
  const loaded = useLoadedOnce(show);
  return loaded ? (
    <SignupModalDialog
      show={show}
      submitting={submitting}
      started={started}
      target={target}
      onClose={signupClosed}
    />
  ) : null;
}

// SignupLink lives in its own module (signup-link.tsx): a page that only links to signup
// must not pull this module's dialog and its messages into its island.
export { SignupLink } from './signup-link';
