import 'server-only';
import type { Tx } from '@/lib/server/db/client';
import { findUser } from '@/lib/server/notifications/repo';
import { queueNoticeMail } from '@/lib/server/notifications/service';
import type { Site } from '@/lib/server/sites/service';
import { oneClickUrl } from '@/lib/server/tokens/one-click';
import { defaultLocale, localeFromLanguage } from '@/lib/i18n/locales';
import { CHAT_NOTICE_OFFLINE_MS, CHAT_NOTICE_PERIOD_MS } from '@/lib/utils/constants';
import { lastActivity, setNoticeTime } from './send-repo';
import { isAway } from '@/lib/server/push/service';

/**
 * The new-message e-mail, inside the send's transaction: only to a member who is not online
 * (no request for CHAT_NOTICE_OFFLINE_MS, by users.last_seen_at and their sessions) and at most once per conversation per
 * CHAT_NOTICE_PERIOD_MS (conversation_members.last_notice_at). queueNoticeMail honours the
 * member's notification settings and disabled reasons. Returns whether a mail was queued.
 */
export async function maybeNotify(
  tx: Tx,
  input: {
    site: Site;
    recipientUserId: number;
    recipientName: string;
    senderName: string;
    conversationId: number;
    recipientProfileId: number;
    lastNoticeAt: Date | null;
    now: Date;
  },
): Promise<boolean> {
  const { now } = input;
  if (input.lastNoticeAt && now.getTime() - input.lastNoticeAt.getTime() < CHAT_NOTICE_PERIOD_MS)
    return false;
  const user = await findUser(tx, input.recipientUserId);
  if (!user) return false;
  const seen = await lastActivity(tx, user.id);
  // A member whose pages are hidden (page-hidden beacon) is away now, whatever their last request.
  if (seen && now.getTime() - seen.getTime() < CHAT_NOTICE_OFFLINE_MS && !(await isAway(tx, user.id))) return false;
  const locale =
    localeFromLanguage(user.language) ?? localeFromLanguage(input.site.domainLanguage) ?? defaultLocale;
  const queued = await queueNoticeMail(tx, {
    site: input.site,
    user,
    locale,
    template: {
      kind: 'new_message',
      name: input.recipientName,
      partner: input.senderName,
      url: await oneClickUrl(tx, {
        site: input.site,
        userId: user.id,
        passwordHash: user.passwordHash,
        notice: 'chat',
        target: `/chats/${input.conversationId}`,
        locale,
      }),
    },
  });
  if (!queued) return false;
  await setNoticeTime(tx, input.conversationId, input.recipientProfileId, now);
  return true;
}
