// The profile-photo alert of spec §4: a logged-in member without a main image sees it, except on
// these routes (route names of lib/utils/route-name.ts). The spec's list is profile, signup,
// activate-done, premium, notifications, directdebit and settings; the settings sub-page, the
// signup completion and the deletion pages belong to those flows, so they are left out too.
export const PROFILE_PHOTO_ALERT_HIDDEN_ON: readonly string[] = [
  'profile',
  'signup',
  'complete-signup',
  'members-id-signup',
  'activate-done',
  'premium',
  'notifications',
  'directdebit',
  'settings',
  'settings-delete-account',
  'account-deleted',
  'account-restore',
];

/**
 * A dismissal is stored with its time and holds for 7 days; then the alert comes back once
 * more (a member without a photo still gets far fewer replies). Dismissing again snoozes again.
 */
export const PROFILE_PHOTO_ALERT_SNOOZE_MS = 7 * 86_400_000;

export function shouldShowProfilePhotoAlert(input: {
  loggedIn: boolean;
  hasMainImage: boolean;
  route: string | null;
  dismissedAt: number | undefined;
  now: number;
}): boolean {
  if (!input.loggedIn || input.hasMainImage) return false;
  if (input.route && PROFILE_PHOTO_ALERT_HIDDEN_ON.includes(input.route)) return false;
  return input.dismissedAt === undefined || input.now - input.dismissedAt >= PROFILE_PHOTO_ALERT_SNOOZE_MS;
}
