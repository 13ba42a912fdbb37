import 'server-only';
import { checkPasswordCounted } from '@/lib/server/accounts/service';
import { getDb } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/http/errors';
import { queueMail } from '@/lib/server/mail/service';
import type { Site } from '@/lib/server/sites/service';
import { siteUrl } from '@/lib/server/sites/urls';
import { createSession, type SessionMeta } from '@/lib/server/accounts/service';
import { consumeToken, issueToken, peekToken } from '@/lib/server/tokens/service';
import { memberLocale } from '@/lib/server/recovery/activation';
import { ACCOUNT_RESTORE_DAYS } from '@/lib/utils/constants';
import type { DeleteAccountResult } from '@/lib/schemas/account-deletion';
import { deleteOffer } from './discount';
import { emitSessionRevoked } from '@/lib/server/chat/events';
import * as repo from './repo';

const DAY_MS = 86_400_000;
export const RESTORE_TTL_MS = ACCOUNT_RESTORE_DAYS * DAY_MS;

const USER_STATUSES = new Set(['not_confirmed', 'confirmed']);
const PROFILE_STATUSES = new Set(['active', 'disabled']);

/**
 * Deletes the account reversibly (spec §4): status deleted with the time, profile disabled (so
 * it leaves every list and search at once), every session ended, and the undo link mailed. What
 * it was before travels in the token's payload, so the undo restores exactly that.
 *
 * While the site's offer to stay (delete_discount) is open to the member, the first confirmed
 * request deletes nothing: it records the deletion attempt (the only way to unlock the offer)
 * and answers the offer; the member then accepts it or confirms again with decline_offer.
 */
export async function deleteAccount(
  site: Site,
  user: repo.UserRow,
  input: { password: string; decline_offer?: boolean },
  ip: string,
): Promise<DeleteAccountResult> {
  if (!(await checkPasswordCounted(site, user.email, user.passwordHash, input.password, ip))) {
    throw new AppError('password_wrong', 400);
  }
  const db = await getDb();
  if (!input.decline_offer) {
    const offer = await deleteOffer(site, user.id);
    if (offer.available) {
      await repo.recordDeletionAttempt(db, user.id);
      return { deleted: false, offer };
    }
  }
  await db.transaction(async (tx) => {
    const current = await repo.lockUserRow(tx, user.id);
    if (!current || current.status === 'deleted')
      throw new AppError('auth_required', 403, { auth_required: true });
    const profileStatus = await repo.profileStatusOf(tx, user.id);
    await repo.markDeleted(tx, user.id);
    await repo.deleteAllSessions(tx, user.id);
    const { token } = await issueToken(tx, {
      userId: user.id,
      kind: 'account_restore',
      ttlMs: RESTORE_TTL_MS,
      payload: { status: current.status, profile_status: profileStatus },
    });
    const locale = memberLocale(current, site);
    await queueMail(tx, {
      site,
      to: current.email,
      locale,
      template: {
        kind: 'account_deleted',
        url: siteUrl(site, `/account-restore?token=${encodeURIComponent(token)}`, locale),
        days: ACCOUNT_RESTORE_DAYS,
      },
    });
  });
  // Every open event stream of the account ends, on every instance.
  emitSessionRevoked({ userId: user.id, allSessions: true });
  return { deleted: true };
}

/** Whether an undo link still works (the restore page shows its button or "Link expired or invalid"). */
export async function restoreLinkValid(site: Site, token: string | undefined): Promise<boolean> {
  const db = await getDb();
  const found = await peekToken(db, 'account_restore', token);
  if (!found) return false;
  const user = await repo.findUserRow(db, found.userId);
  return Boolean(user && user.siteId === site.id && user.status === 'deleted');
}

/**
 * Uses the undo link within 14 days: the account and profile get their statuses back (photos,
 * messages and credits were never touched) and this browser is logged in: the link proves the
 * mailbox, as a password reset link does.
 */
export async function restoreAccount(
  site: Site,
  token: string,
  meta: SessionMeta,
): Promise<{ sessionToken: string; user: repo.UserRow }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const used = await consumeToken(tx, 'account_restore', token);
    if (!used) throw new AppError('link_invalid', 400);
    const current = await repo.lockUserRow(tx, used.userId);
    if (!current || current.siteId !== site.id || current.status !== 'deleted')
      throw new AppError('link_invalid', 400);
    const status = String(used.payload.status);
    const profileStatus = String(used.payload.profile_status);
    const restored = await repo.restoreUser(
      tx,
      current.id,
      USER_STATUSES.has(status) ? status : 'confirmed',
      PROFILE_STATUSES.has(profileStatus) ? profileStatus : 'active',
    );
    if (!restored) throw new AppError('link_invalid', 400);
    const sessionToken = await createSession(restored.id, meta, tx);
    return { sessionToken, user: restored };
  });
}
