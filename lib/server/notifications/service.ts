import 'server-only';
import { getDb, type Db, type Tx } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/http/errors';
import { queueMail } from '@/lib/server/mail/service';
import type { MailTemplate } from '@/lib/server/mail/templates';
import type { Site } from '@/lib/server/sites/service';
import { defaultLocale, localeFromLanguage, type Locale } from '@/lib/i18n/locales';
import {
  DISABLED_REASONS,
  type DisabledReason,
  type NotificationKind,
  type NotificationSettings,
  type NotificationsState,
} from '@/lib/schemas/notifications';
import * as repo from './repo';
import { unsubscribeUrl, verifyUnsubscribeToken } from './unsubscribe';

export { unsubscribeUrl } from './unsubscribe';

const DEFAULTS: NotificationSettings = { messages: true, likes: true, news: false };

function settingsOf(user: repo.UserRow): NotificationSettings {
  return { ...DEFAULTS, ...user.notificationSettings };
}

function reasonsOf(user: repo.UserRow): DisabledReason[] {
  return user.notificationsDisabled.filter((r): r is DisabledReason =>
    (DISABLED_REASONS as readonly string[]).includes(r),
  );
}

export function notificationsState(user: repo.UserRow): NotificationsState {
  return { settings: settingsOf(user), disabled: reasonsOf(user), email: user.email };
}

export async function updateNotificationSettings(
  user: repo.UserRow,
  change: Partial<NotificationSettings>,
): Promise<NotificationsState> {
  const db = await getDb();
  const fresh = (await repo.findUser(db, user.id)) ?? user;
  const updated = await repo.setNotificationSettings(db, user.id, { ...settingsOf(fresh), ...change });
  return notificationsState(updated ?? fresh);
}

/**
 * The member asks for notices again: the reason goes. For a bounce the page first asks them to
 * check the address (and offers the e-mail change); a spam complaint is withdrawn by this click.
 */
export async function reenableNotifications(
  user: repo.UserRow,
  reason: DisabledReason,
): Promise<NotificationsState> {
  const db = await getDb();
  const updated = await repo.removeDisabledReason(db, user.id, reason);
  return notificationsState(updated ?? user);
}

/** What the unsubscribe page shows before the click: whether the link is good and already used. */
export async function unsubscribeStatus(site: Site, token: string | undefined) {
  const db = await getDb();
  const userId = await verifyUnsubscribeToken(db, token);
  const user = userId ? await repo.findUser(db, userId) : undefined;
  if (!user || user.siteId !== site.id || user.status === 'deleted') return { valid: false as const };
  return { valid: true as const, unsubscribed: user.notificationsDisabled.includes('unsubscribe') };
}

/** One click from a notice mail, no login: adds the reason 'unsubscribe' (once). */
export async function unsubscribe(site: Site, token: string): Promise<{ unsubscribed: true }> {
  const db = await getDb();
  const userId = await verifyUnsubscribeToken(db, token);
  const user = userId ? await repo.findUser(db, userId) : undefined;
  if (!user || user.siteId !== site.id || user.status === 'deleted') throw new AppError('link_invalid', 400);
  await repo.addDisabledReason(db, user.id, 'unsubscribe');
  return { unsubscribed: true };
}

/** Notice mails, sent only while the member wants them; each carries its unsubscribe link. */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type NoticeTemplate = DistributiveOmit<Extract<MailTemplate, { kind: 'new_message' | 'new_like' }>, 'unsubscribeUrl'>;
const NOTICE_KIND: Record<NoticeTemplate['kind'], NotificationKind> = { new_message: 'messages', new_like: 'likes' };

/**
 * Queues a notice mail (new_message, new_like) unless notices are disabled for any reason or the
 * member turned this kind off; returns null when nothing was queued. Use inside the
 * transaction that made the news.
 */
export async function queueNoticeMail(
  db: Db | Tx,
  input: { site: Site; user: repo.UserRow; template: NoticeTemplate; locale?: Locale },
) {
  const { site, user, template } = input;
  if (user.status === 'deleted' || user.notificationsDisabled.length > 0) return null;
  if (!settingsOf(user)[NOTICE_KIND[template.kind]]) return null;
  const locale =
    input.locale ??
    localeFromLanguage(user.language) ??
    localeFromLanguage(site.domainLanguage) ??
    defaultLocale;
  return queueMail(db, {
    site,
    to: user.email,
    locale,
    template: { ...template, unsubscribeUrl: await unsubscribeUrl(site, user, locale, db) },
  });
}
