import 'server-only';
import { getDb, type Db, type Tx } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/http/errors';
import { queueMail } from '@/lib/server/mail/service';
import type { Site } from '@/lib/server/sites/service';
import { siteUrl } from '@/lib/server/sites/urls';
import {
  consumeToken,
  countTokensSince,
  HOUR_MS,
  issueToken,
  lockMember,
  tokenOwner,
} from '@/lib/server/tokens/service';
import { defaultLocale, localeFromLanguage, type Locale } from '@/lib/i18n/locales';
import { deliverHeldSignupMessage } from '@/lib/server/signup/held-message';
import * as repo from './repo';

export const ACTIVATION_TTL_MS = 7 * 24 * HOUR_MS;
/** Activation mails per member per hour, the signup mail included. */
export const ACTIVATION_MAILS_PER_HOUR = 3;

/**
 * Creates a single-use activation token and queues the activation mail, inside the caller's
 * transaction (signup calls it there: no account without its mail, no mail without its account).
 * The link is the API route /api/activate.php?token=… on the site's configured domain (API paths
 * carry no locale prefix); it activates and redirects to /activate/done or /activate/error in the
 * member's language.
 */
export async function issueActivationMail(
  tx: Db | Tx,
  input: { site: Site; user: { id: number; email: string }; name: string; locale: Locale },
): Promise<void> {
  const { token } = await issueToken(tx, {
    userId: input.user.id,
    kind: 'activation',
    ttlMs: ACTIVATION_TTL_MS,
  });
  const url = siteUrl(input.site, `/api/activate.php?token=${token}`, defaultLocale);
  await queueMail(tx, {
    site: input.site,
    to: input.user.email,
    locale: input.locale,
    template: { kind: 'activation', name: input.name, url },
  });
}

/** The locale of a member's mails and pages: saved language, else the site's, else English. */
export function memberLocale(user: { language: string | null }, site: Site): Locale {
  return localeFromLanguage(user.language) ?? localeFromLanguage(site.domainLanguage) ?? defaultLocale;
}

export type ActivationResult = { ok: boolean; locale: Locale | null };

/** A site-relative page path in a locale (English has no prefix): where a mailed link lands. */
export function pagePath(path: string, locale: Locale | null): string {
  return locale && locale !== defaultLocale ? `/${locale}${path}` : path;
}

/**
 * Uses an activation link: not_confirmed → confirmed, a profile disabled while waiting for
 * activation → active, and the held signup message goes out. A link used before whose member is already confirmed also counts as done
 * (mail scanners open links before people do).
 */
export async function activate(site: Site, token: string | undefined): Promise<ActivationResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const used = await consumeToken(tx, 'activation', token);
    if (!used) {
      const owner = await tokenOwner(tx, 'activation', token);
      const user = owner ? await repo.findUser(tx, owner) : undefined;
      const done = user?.siteId === site.id && user.status === 'confirmed';
      return { ok: done, locale: user ? memberLocale(user, site) : null };
    }
    const user = await repo.findUser(tx, used.userId);
    if (!user || user.siteId !== site.id || user.status === 'deleted') return { ok: false, locale: null };
    if (await repo.confirmUser(tx, user.id)) {
      await repo.enableDisabledProfile(tx, user.id);
      await deliverHeldSignupMessage(tx, site.id, user.id);
    }
    return { ok: true, locale: memberLocale(user, site) };
  });
}

/** "Resend activation mail": only for unconfirmed members, at most 3 activation mails an hour. */
export async function resendActivation(site: Site, user: repo.UserRow): Promise<{ sent: true }> {
  if (user.status !== 'not_confirmed') throw new AppError('already_confirmed', 409);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await lockMember(tx, user.id);
    const recent = await countTokensSince(tx, user.id, 'activation', new Date(Date.now() - HOUR_MS));
    if (recent >= ACTIVATION_MAILS_PER_HOUR) {
      throw new AppError('activation_resend_limit', 429, { max: ACTIVATION_MAILS_PER_HOUR });
    }
    const profile = await repo.findProfileOf(tx, user.id);
    await issueActivationMail(tx, {
      site,
      user,
      name: profile?.name ?? user.email.split('@')[0],
      locale: memberLocale(user, site),
    });
  });
  return { sent: true };
}
