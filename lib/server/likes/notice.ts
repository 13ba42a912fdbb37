import 'server-only';
import type { Tx } from '@/lib/server/db/client';
import { findUser } from '@/lib/server/notifications/repo';
import { queueNoticeMail } from '@/lib/server/notifications/service';
import { lastActivity } from '@/lib/server/chat/send-repo';
import { oneClickLinksSince, oneClickUrl } from '@/lib/server/tokens/one-click';
import type { Site } from '@/lib/server/sites/service';
import { defaultLocale, localeFromLanguage } from '@/lib/i18n/locales';
import { CHAT_NOTICE_OFFLINE_MS } from '@/lib/utils/constants';

/** At most one like mail per member in this period: likes come in bursts (swipes, auto-likes). */
export const LIKE_NOTICE_PERIOD_MS = 12 * 3_600_000;

/**
 * The new-like e-mail with its one-click link to the likes, inside the like's transaction: only
 * to a member who is offline (as the chat notice), at most once per LIKE_NOTICE_PERIOD_MS (by
 * the links issued), and only while the member wants like notices (queueNoticeMail).
 */
export async function maybeNotifyLike(
  tx: Tx,
  input: { site: Site; likedUserId: number | null; likedName: string; likerName: string; now?: Date },
): Promise<boolean> {
  if (input.likedUserId === null) return false;
  const now = input.now ?? new Date();
  const user = await findUser(tx, input.likedUserId);
  if (!user || user.status === 'deleted') return false;
  const seen = await lastActivity(tx, user.id);
  if (seen && now.getTime() - seen.getTime() < CHAT_NOTICE_OFFLINE_MS) return false;
  if ((await oneClickLinksSince(tx, user.id, 'like', new Date(now.getTime() - LIKE_NOTICE_PERIOD_MS))) > 0) return false;
  const locale = localeFromLanguage(user.language) ?? localeFromLanguage(input.site.domainLanguage) ?? defaultLocale;
  const url = await oneClickUrl(tx, {
    site: input.site,
    userId: user.id,
    passwordHash: user.passwordHash,
    notice: 'like',
    target: '/likes',
    locale,
  });
  const queued = await queueNoticeMail(tx, {
    site: input.site,
    user,
    locale,
    template: { kind: 'new_like', name: input.likedName, partner: input.likerName, url },
  });
  return Boolean(queued);
}
