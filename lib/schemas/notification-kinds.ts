// The notices a member can turn on and off, without zod: the settings form reads them in the
// browser, and notifications.ts (request schemas for the handlers) would bring zod with them (issue 10).

/** The notices a member can turn on and off; news (offers) is opt-in. */
export const NOTIFICATION_KINDS = ['messages', 'likes', 'news'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type NotificationSettings = Record<NotificationKind, boolean>;
