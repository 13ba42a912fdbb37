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
import { memberLocale } from './activation';
import { emitSessionRevoked } from '@/lib/server/chat/events';
import * as repo from './repo';

export const RESET_TTL_HOURS = 2;
/** Reset mails per account per 24 hours ("Too many password reset emails sent, please try again tomorrow"). */
export const RESET_MAILS_PER_DAY = 3;
const DAY_MS = 24 * HOUR_MS;

export const linkInvalid = () => new AppError('link_invalid', 400);

/**
 * Mails a reset link. The spec's own message "E-mail address not found" answers unknown
 * addresses, so this endpoint does say whether an account exists (the product asks for it).
 */
export async function requestPasswordReset(site: Site, email: string): Promise<{ sent: true }> {
  const db = await getDb();
  const user = await repo.findLiveUserByEmail(db, site.id, email);
  if (!user) throw new AppError('email_not_found', 404);
  await db.transaction(async (tx) => {
    await lockMember(tx, user.id);
    const sent = await countTokensSince(tx, user.id, 'password_reset', new Date(Date.now() - DAY_MS));
    if (sent >= RESET_MAILS_PER_DAY) throw new AppError('reset_limit', 429, { max: RESET_MAILS_PER_DAY });
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
 * login lockout for the address ends. The link proves the mailbox, so an unconfirmed
 * address counts as confirmed.
 */
export async function completePasswordReset(
  site: Site,
  input: { token: string; password: string },
  meta: SessionMeta,
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
    await repo.clearLoginFailures(tx, site.id, user.email);
    const confirmed = await repo.confirmUser(tx, user.id);
    if (confirmed) await repo.enableDisabledProfile(tx, user.id);
    const sessionToken = await createSession(user.id, meta, tx);
    return { sessionToken, user: confirmed ?? { ...user, passwordHash } };
  });
  // Every open event stream of the member ends, on every instance (the new session has none yet).
  emitSessionRevoked({ userId: result.user.id, allSessions: true });
  return result;
}
