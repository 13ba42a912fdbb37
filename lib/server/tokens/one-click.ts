import 'server-only';
import { createHash } from 'node:crypto';
import type { Db, Tx } from '@/lib/server/db/client';
import { getDb } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/http/errors';
import { createSession, type SessionMeta, type SessionUser } from '@/lib/server/accounts/service';
import { findUserById } from '@/lib/server/accounts/repo';
import { siteUrl } from '@/lib/server/sites/urls';
import type { Site } from '@/lib/server/sites/service';
import type { Locale } from '@/lib/i18n/locales';
import type { Job } from '@/lib/server/job-runner';
import { consumeToken, countTokensSince, issueToken } from './service';
import { deleteExpiredTokens } from './repo';

/**
 * The one-click link of notice mails (spec §2 `{token}`, served at /t/{token}): it logs one
 * member in and opens one target, once, within 7 days. It stops working once used, when the
 * password changes (the link carries a fingerprint of the password hash it was issued under),
 * or when the account is deleted. The session it starts is marked via_token: changes of
 * settings, e-mail address, password or payments need the password (assertPasswordSession).
 */
export const ONE_CLICK_DAYS = 7;
const ONE_CLICK_TTL_MS = ONE_CLICK_DAYS * 86_400_000;
/** One kind per notice, so each can be rate-limited on its own; all are redeemed alike. */
export const ONE_CLICK_KINDS = { chat: 'one_click_chat', like: 'one_click_like' } as const;
export type OneClickNotice = keyof typeof ONE_CLICK_KINDS;

/** The targets a link may open: a conversation, the likes tabs, a match, a profile. */
const TARGET = /^\/(?:chats\/\d{1,9}|likes(?:\/(?:received|sent|matches)|\/m\/\d{1,9})?|members\/\d{1,9})$/;

export function isOneClickTarget(path: string): boolean {
  return TARGET.test(path);
}

function passwordFingerprint(passwordHash: string): string {
  return createHash('sha256').update(passwordHash).digest('base64url').slice(0, 22);
}

/** Issues a link for a member and a target (inside the transaction that queues the mail). */
export async function oneClickUrl(
  db: Db | Tx,
  input: { site: Site; userId: number; passwordHash: string; notice: OneClickNotice; target: string; locale: Locale },
): Promise<string> {
  if (!isOneClickTarget(input.target)) throw new Error(`not a one-click target: ${input.target}`);
  const { token } = await issueToken(db, {
    userId: input.userId,
    kind: ONE_CLICK_KINDS[input.notice],
    ttlMs: ONE_CLICK_TTL_MS,
    payload: { target: input.target, site: input.site.id, pw: passwordFingerprint(input.passwordHash) },
  });
  return siteUrl(input.site, `/t/${token}`, input.locale);
}

/** How many links of a notice a member got since a moment (the like notice sends few). */
export function oneClickLinksSince(db: Db | Tx, userId: number, notice: OneClickNotice, since: Date) {
  return countTokensSince(db, userId, ONE_CLICK_KINDS[notice], since);
}

export type Redeemed = { userId: number; target: string; user: NonNullable<Awaited<ReturnType<typeof findUserById>>> };

/**
 * Uses a link up and says whom it logs in and where it leads, or null (unknown, used, expired,
 * another site's, a changed password, a deleted account: all alike). Used up even when refused
 * afterwards, so a refused link never works later either.
 */
export async function redeemOneClick(site: Site, token: string): Promise<Redeemed | null> {
  const db = await getDb();
  let consumed = null;
  for (const kind of Object.values(ONE_CLICK_KINDS)) {
    consumed = await consumeToken(db, kind, token);
    if (consumed) break;
  }
  if (!consumed) return null;
  const { target, site: siteId, pw } = consumed.payload as { target?: unknown; site?: unknown; pw?: unknown };
  if (typeof target !== 'string' || !isOneClickTarget(target) || siteId !== site.id) return null;
  const user = await findUserById(db, consumed.userId);
  if (!user || user.siteId !== site.id || user.status === 'deleted' || user.deletedAt) return null;
  if (pw !== passwordFingerprint(user.passwordHash)) return null;
  return { userId: user.id, target, user };
}

/** A session for a redeemed link: marked via_token, so it cannot change what needs a password. */
export function startOneClickSession(userId: number, meta: Omit<SessionMeta, 'viaToken'>): Promise<string> {
  return createSession(userId, { ...meta, viaToken: true });
}

/**
 * Refuses a change that needs the password (settings, e-mail, password, payments) to a session
 * started by a one-click link: 403 password_required; the member logs in with the password.
 */
export function assertPasswordSession(session: Pick<SessionUser, 'viaToken'>): void {
  if (session.viaToken) throw new AppError('password_required', 403);
}

/**
 * Every notice mail issues a link: expired ones are deleted a day after they expire (the like
 * throttle looks back 12 hours only), so the table holds about a week of notices.
 */
export async function purgeExpiredOneClickLinks(now = new Date()): Promise<number> {
  return deleteExpiredTokens(await getDb(), Object.values(ONE_CLICK_KINDS), new Date(now.getTime() - 86_400_000));
}

export const ONE_CLICK_PURGE_JOB: Job = {
  name: 'purge-one-click-links',
  everyMs: 3_600_000,
  exclusive: true,
  run: () => purgeExpiredOneClickLinks(),
};
