import 'server-only';
import { checkPasswordCounted } from '@/lib/server/accounts/service';
import { getDb } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/http/errors';
import { queueMail } from '@/lib/server/mail/service';
import type { Site } from '@/lib/server/sites/service';
import { siteUrl } from '@/lib/server/sites/urls';
import type { SessionUser } from '@/lib/server/accounts/service';
import {
  consumeToken,
  countTokensSince,
  HOUR_MS,
  issueToken,
  lockMember,
  peekToken,
  revokeTokens,
} from '@/lib/server/tokens/service';
import { memberLocale } from './activation';
import { linkInvalid } from './password-reset';
import { deliverHeldSignupMessage } from '@/lib/server/signup/held-message';
import * as repo from './repo';

export const EMAIL_CHANGE_TTL_HOURS = 24;
/** Confirmation mails per member per 24 hours: each goes to an address nobody has confirmed yet. */
export const EMAIL_CHANGE_MAILS_PER_DAY = 5;

const duplicate = () => new AppError('email_duplicate', 409);

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * Settings → change e-mail: asks for the password, refuses an address another account of the
 * site holds ("e-mail duplicate"), and mails a confirmation link to the NEW address. Nothing
 * changes until that link is used; a newer request replaces an older one.
 */
export async function requestEmailChange(
  site: Site,
  session: SessionUser,
  input: { email: string; password: string },
  ip: string,
): Promise<{ sent: true; email: string }> {
  const user = session.user;
  if (!(await checkPasswordCounted(site, user.email, user.passwordHash, input.password, ip))) {
    throw new AppError('password_wrong', 400);
  }
  if (input.email === user.email.toLowerCase()) throw new AppError('email_unchanged', 409);
  const db = await getDb();
  if (await repo.emailTaken(db, site.id, input.email, user.id)) throw duplicate();
  await db.transaction(async (tx) => {
    await lockMember(tx, user.id);
    const since = new Date(Date.now() - 24 * HOUR_MS);
    if ((await countTokensSince(tx, user.id, 'email_change', since)) >= EMAIL_CHANGE_MAILS_PER_DAY) {
      throw new AppError('email_change_limit', 429, { max: EMAIL_CHANGE_MAILS_PER_DAY });
    }
    await revokeTokens(tx, user.id, 'email_change');
    const { token } = await issueToken(tx, {
      userId: user.id,
      kind: 'email_change',
      ttlMs: EMAIL_CHANGE_TTL_HOURS * HOUR_MS,
      payload: { email: input.email },
    });
    const locale = memberLocale(user, site);
    await queueMail(tx, {
      site,
      to: input.email,
      locale,
      template: {
        kind: 'email_change_confirm',
        url: siteUrl(site, `/mail-change/do?token=${encodeURIComponent(token)}`, locale),
        hours: EMAIL_CHANGE_TTL_HOURS,
      },
    });
  });
  return { sent: true, email: input.email };
}

/** The address a change link would switch to, or null when the link is expired or invalid. */
export async function pendingEmailChange(site: Site, token: string | undefined): Promise<string | null> {
  const db = await getDb();
  const found = await peekToken(db, 'email_change', token);
  if (!found) return null;
  const user = await repo.findUser(db, found.userId);
  if (!user || user.siteId !== site.id || user.status === 'deleted') return null;
  return typeof found.payload.email === 'string' ? found.payload.email : null;
}

/**
 * Uses a confirmation link: switches the address and tells the OLD address (in case it was not
 * the member). The new address is now proven, so an unconfirmed account becomes confirmed.
 */
export async function confirmEmailChange(site: Site, token: string): Promise<{ email: string }> {
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const used = await consumeToken(tx, 'email_change', token);
      const email = typeof used?.payload.email === 'string' ? used.payload.email : null;
      if (!used || !email) throw linkInvalid();
      const user = await repo.findUser(tx, used.userId);
      if (!user || user.siteId !== site.id || user.status === 'deleted') throw linkInvalid();
      // Someone may have signed up with the address since the link was mailed.
      if (await repo.emailTaken(tx, site.id, email, user.id)) throw duplicate();
      await repo.setEmail(tx, user.id, email);
      if (await repo.confirmUser(tx, user.id)) {
        await repo.enableDisabledProfile(tx, user.id);
        await deliverHeldSignupMessage(tx, site.id, user.id);
      }
      await queueMail(tx, {
        site,
        to: user.email,
        locale: memberLocale(user, site),
        template: { kind: 'email_changed_notice', newEmail: email },
      });
      return { email };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
}
