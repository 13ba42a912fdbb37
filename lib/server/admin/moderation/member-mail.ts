import 'server-only';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/lib/server/db/client';
import { sites, users } from '@/lib/server/db/schema';
import { queueMail } from '@/lib/server/mail/service';
import { siteUrl } from '@/lib/server/sites/urls';
import { memberLocale } from '@/lib/server/recovery/activation';
import type { MailTemplate } from '@/lib/server/mail/templates';
import type { Site } from '@/lib/server/sites/service';
import type { Locale } from '@/lib/i18n/locales';

type Built = (ctx: { site: Site; locale: Locale; profileUrl: string }) => MailTemplate;

/**
 * Queues a moderation mail to a member in THEIR language (saved language, else the site's), in
 * the transaction that makes the change: the mail exists exactly when the decision does. A
 * deleted account gets none. Returns the locale used (null: no mail).
 */
export async function mailMember(tx: Tx, userId: number, build: Built): Promise<Locale | null> {
  const [user] = await tx
    .select({ email: users.email, language: users.language, siteId: users.siteId, status: users.status })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user || user.status === 'deleted') return null;
  const [site] = await tx.select().from(sites).where(eq(sites.id, user.siteId)).limit(1);
  if (!site) return null;
  const locale = memberLocale(user, site);
  await queueMail(tx, { site, to: user.email, locale, template: build({ site, locale, profileUrl: siteUrl(site, '/profile', locale) }) });
  return locale;
}
