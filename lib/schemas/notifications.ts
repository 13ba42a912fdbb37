import { z } from 'zod';
import { DISABLED_REASONS, type DisabledReason } from './notification-reasons';

export { DISABLED_REASONS, type DisabledReason } from './notification-reasons';

/** The notices a member can turn on and off; news (offers) is opt-in. */
export const NOTIFICATION_KINDS = ['messages', 'likes', 'news'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type NotificationSettings = Record<NotificationKind, boolean>;

export const notificationSettingsSchema = z
  .object({ messages: z.boolean(), likes: z.boolean(), news: z.boolean() })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'required' });

export const reenableSchema = z.object({ reason: z.enum(DISABLED_REASONS) });

/** GET/PUT /api/notifications.php answer. */
export type NotificationsState = {
  settings: NotificationSettings;
  disabled: DisabledReason[];
  email: string;
};
