// /api/notifications.php — GET the member's e-mail notice settings and disabled reasons;
// PUT {messages?, likes?, news?} changes settings; POST {reason} re-enables notices.
import { route } from '@/lib/server/http/route';
import {
  notificationsState,
  reenableNotifications,
  updateNotificationSettings,
} from '@/lib/server/notifications/service';
import { notificationSettingsSchema, reenableSchema } from '@/lib/schemas/notifications';
import { assertPasswordSession } from '@/lib/server/tokens/one-click';

export const GET = route({ auth: 'member' }, async ({ session }) => notificationsState(session.user));

// Settings: a session from a one-click mail link must log in with the password first.
export const PUT = route({ auth: 'member', body: notificationSettingsSchema }, async ({ session, body }) => {
  assertPasswordSession(session);
  return updateNotificationSettings(session.user, body);
});

export const POST = route({ auth: 'member', body: reenableSchema }, async ({ session, body }) => {
  assertPasswordSession(session);
  return reenableNotifications(session.user, body.reason);
});
