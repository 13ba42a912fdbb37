import { z } from 'zod';
import { DISABLED_REASONS, type DisabledReason } from './notification-reasons';

export { DISABLED_REASONS, type DisabledReason } from './notification-reasons';
export { NOTIFICATION_KINDS, type NotificationKind, type NotificationSettings } from './notification-kinds';

import type { NotificationSettings } from './notification-kinds';

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
