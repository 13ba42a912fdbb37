// Spec §4 push alert: shown when push is possible, except on signup, notifications,
// activate-done, directdebit and premium; dismissible and remembered. A pure rule, so tests
// cover every condition (tests/unit/push-alert.test.tsx).

/** Routes where the alert never shows (the signup flow has its own push step). */
export const PUSH_ALERT_HIDDEN_ROUTES: readonly string[] = [
  'signup',
  'complete-signup',
  'members-id-signup',
  'notifications',
  'activate-done',
  'directdebit',
  'premium',
];

export type PushAlertInput = {
  loggedIn: boolean;
  /** null while unknown (checked after the page loads). */
  capable: boolean | null;
  subscribed: boolean;
  denied: boolean;
  dismissed: boolean;
  route: string | null;
};

/**
 * "Push is possible": a logged-in member (a subscription belongs to a member) on a device that
 * can take pushes, not subscribed yet, and not refused (a denied permission cannot be asked again).
 */
export function pushAlertVisible(s: PushAlertInput): boolean {
  if (!s.loggedIn || s.capable !== true || s.subscribed || s.denied || s.dismissed) return false;
  return pushAlertRoute(s.route);
}

/** The route part of the rule, for what renders before the push state is known (the dock's copy). */
export function pushAlertRoute(route: string | null): boolean {
  return route === null || !PUSH_ALERT_HIDDEN_ROUTES.includes(route);
}
