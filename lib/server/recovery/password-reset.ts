import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/http/errors';
import { queueMail } from '@/lib/server/mail/service';
import type { Site } from '@/lib/server/sites/service';
import { siteUrl } from '@/lib/server/sites/urls';
import { createSession, type SessionMeta } from '@/lib/server/accounts/service';
import { hashPassword } from '@/lib/server/accounts/password';
import {
  consumeToken,
  countTokensSince,
  HOUR_MS,
  issueToken,
  lockMember,
  peekToken,
  revokeTokens,
} from '@/lib/server/tokens/service';
import { limits, RESET_MAILS_PER_DAY } from '@/lib/server/rate-limit/limits';
import { limitKey, minutesLeft, take } from '@/lib/server/rate-limit/service';
import { clearLoginLimits } from '@/lib/server/accounts/login-limits';
import { deliverHeldSignupMessage } from '@/lib/server/signup/held-message';
import { memberLocale } from './activation';
import { emitSessionRevoked } from '@/lib/server/chat/events';
import * as repo from './repo';

export const RESET_TTL_HOURS = 2;
export { RESET_MAILS_PER_DAY };
const DAY_MS = 24 * HOUR_MS;

export const linkInvalid = () => new AppError('link_invalid', 400);

/**
 * Mails a reset link, and answers the same for an address with no account (the spec's "E-mail
 * address not found" told anyone which addresses are members; the security review overruled
 * it). Both limits count before the lookup, whether the account exists or not: per client
 * address (reset_throttled) and per address on the site, 3 a day (reset_limit, the spec's
 * "try again tomorrow"). The per-account count of mailed links stays as a quiet backstop
 * (after a restart on PGlite the in-memory counts are gone): past it nothing is mailed, and
 * the answer is still the same.
 */
export async function requestPasswordReset(site: Site, email: string, ip: string): Promise<{ sent: true }> {
  const address = email.trim().toLowerCase();
  const client = await take(limits.resetClient(), limitKey(ip));
  if (!client.ok) throw new AppError('reset_throttled', 429, { minutes: minutesLeft(client.msBeforeNext) });
  const perAddress = await take(limits.resetAddress(), limitKey(site.id, address));
  if (!perAddress.ok) throw new AppError('reset_limit', 429, { max: RESET_MAILS_PER_DAY });

  const db = await getDb();
  const user = await repo.findLiveUserByEmail(db, site.id, address);
  if (!user) return { sent: true };
  await db.transaction(async (tx) => {
    await lockMember(tx, user.id);
    const sent = await countTokensSince(tx, user.id, 'password_reset', new Date(Date.now() - DAY_MS));
    if (sent >= RESET_MAILS_PER_DAY) return;
    const { token } = await issueToken(tx, {
      userId: user.id,
      kind: 'password_reset',
      ttlMs: RESET_TTL_HOURS * HOUR_MS,
    });
    const locale = memberLocale(user, site);
    await queueMail(tx, {
      site,
      to: user.email,
      locale,
      template: {
        kind: 'password_reset',
        url: siteUrl(site, `/reset-password/do?token=${encodeURIComponent(token)}`, locale),
        hours: RESET_TTL_HOURS,
      },
    });
  });
  return { sent: true };
}

/** Whether a reset link still works, for the page that shows the form or "Link expired or invalid". */
export async function resetLinkValid(site: Site, token: string | undefined): Promise<boolean> {
  const db = await getDb();
  const found = await peekToken(db, 'password_reset', token);
  if (!found) return false;
  const user = await repo.findUser(db, found.userId);
  return Boolean(user && user.siteId === site.id && user.status !== 'deleted');
}

/**
 * Sets the new password from a reset link. Every session of the member ends (whoever knew the
 * old password is out) and this browser gets a fresh one; the other reset links die; the
 * lockout of this client and the account-wide cap end (a guesser's client stays locked). The link
 * proves the mailbox, so an unconfirmed address counts as confirmed (and a held signup message
 * goes out).
 */
export async function completePasswordReset(
  site: Site,
  input: { token: string; password: string },
  meta: SessionMeta,
  ip: string,
): Promise<{ sessionToken: string; user: repo.UserRow }> {
  // argon2 is the expensive part: spend it only on links that look usable.
  if (!(await resetLinkValid(site, input.token))) throw linkInvalid();
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const used = await consumeToken(tx, 'password_reset', input.token);
    if (!used) throw linkInvalid();
    const user = await repo.findUser(tx, used.userId);
    if (!user || user.siteId !== site.id || user.status === 'deleted') throw linkInvalid();
    await repo.setPasswordHash(tx, user.id, passwordHash);
    await repo.deleteSessions(tx, user.id);
    await revokeTokens(tx, user.id, 'password_reset');
    const confirmed = await repo.confirmUser(tx, user.id);
    if (confirmed) {
      await repo.enableDisabledProfile(tx, user.id);
      await deliverHeldSignupMessage(tx, site.id, user.id);
    }
    const sessionToken = await createSession(user.id, meta, tx);
    return { sessionToken, user: confirmed ?? { ...user, passwordHash } };
  });
  // Every open event stream of the member ends, on every instance (the new session has none yet).
  emitSessionRevoked({ userId: result.user.id, allSessions: true });
  await clearLoginLimits(site, result.user.email, ip);
  return result;
}
