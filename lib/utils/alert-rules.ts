import type { User } from '@/lib/schemas/user';

// When the alerts of spec §4 show: pure rules, so the components stay thin and tests can cover
// every condition. `route` is a route name from lib/utils/route-name.ts (null: unnamed route).

const isSettings = (route: string | null) => route === 'settings' || Boolean(route?.startsWith('settings-'));

/**
 * Activation reminder: status not_confirmed, profile disabled, no disabled notifications; not on
 * signup (nor its completion), settings and notifications, nor on /activate/error, which
 * already offers the same resend button.
 */
export function activationReminderVisible(user: User | null, route: string | null): boolean {
  if (!user || user.status !== 'not_confirmed') return false;
  if (user.profile?.status !== 'disabled') return false;
  if (user.notifications_disabled.length > 0) return false;
  if (
    route === 'signup' ||
    route === 'complete-signup' ||
    route === 'members-id-signup' ||
    route === 'notifications' ||
    route === 'activate-error'
  ) {
    return false;
  }
  return !isSettings(route);
}

/** A modal right after signup (?api_signup_complete) on a smartphone; an alert otherwise. */
export function activationReminderMode(signupComplete: boolean, smartphone: boolean): 'modal' | 'alert' {
  return signupComplete && smartphone ? 'modal' : 'alert';
}

/** Disabled-notifications alert: any reason set, not on settings and notifications, not dismissed. */
export function notificationsDisabledAlertVisible(
  user: User | null,
  route: string | null,
  dismissed: boolean,
): boolean {
  if (!user || user.notifications_disabled.length === 0 || dismissed) return false;
  return route !== 'notifications' && !isSettings(route);
}

/**
 * What counts as a smartphone: a narrow viewport (below Bootstrap's sm breakpoint, 576 px) with
 * a coarse pointer (a finger). A narrow desktop window or a tablet gets the alert.
 */
export const SMARTPHONE_QUERY = '(max-width: 575.98px) and (pointer: coarse)';
