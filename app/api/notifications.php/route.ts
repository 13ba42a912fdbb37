// /api/notifications.php — GET the member's e-mail notice settings and disabled reasons;
// PUT {messages?, likes?, news?} changes settings; POST {reason} re-enables notices.
import { route } from '@/lib/server/http/route';
import {
  notificationsState,
  reenableNotifications,
  updateNotificationSettings,
} from '@/lib/server/notifications/service';
import { notificationSettingsSchema, reenableSchema } from '@/lib/schemas/notifications';

export const GET = route({ auth: 'member' }, async ({ session }) => notificationsState(session.user));

export const PUT = route({ auth: 'member', body: notificationSettingsSchema }, async ({ session, body }) =>
  updateNotificationSettings(session.user, body),
);

export const POST = route({ auth: 'member', body: reenableSchema }, async ({ session, body }) =>
  reenableNotifications(session.user, body.reason),
);
