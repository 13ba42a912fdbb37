import 'server-only';
import { getDb, type Tx } from '@/lib/server/db/client';
import { AppError, notFound } from '@/lib/server/http/errors';
import type { AuditEntry } from '@/lib/server/admin/audit';
import { grantCredits, spendCredits } from '@/lib/server/credits/service';
import { emitSessionRevoked } from '@/lib/server/chat/events';
import type { MemberAction } from '@/lib/schemas/admin-moderation';
import * as repo from './repo';

export const MEMBERS_PAGE = 25;

type By = {
  staffId: number;
  audit: (tx: Tx, entry: AuditEntry) => Promise<void>;
  assertSite: (siteId: number | null) => void;
};

/** The console's member search (id, e-mail or name), of the moderator's sites, newest first. */
export async function memberSearch(q: string, siteIds: number[] | null, page: number) {
  const { rows, total } = await repo.searchMembers(await getDb(), q.slice(0, 100), siteIds, MEMBERS_PAGE, (page - 1) * MEMBERS_PAGE);
  return {
    total,
    pages: Math.max(1, Math.ceil(total / MEMBERS_PAGE)),
    members: rows.map((r) => ({ ...r, banned: r.bannedAt !== null })),
  };
}

/** A member's whole record for the member page; 404 unknown, 403 another site's. */
export async function memberPage(userId: number, assertSite: (siteId: number | null) => void) {
  const db = await getDb();
  const found = await repo.findMember(db, userId);
  if (!found) throw notFound('member_not_found');
  assertSite(found.user.siteId);
  const { user, profile, site } = found;
  const records = await repo.memberRecords(db, user.id, profile?.id ?? null);
  return {
    user: {
      id: user.id,
      email: user.email,
      status: user.status,
      language: user.language,
      credits: user.credits,
      paidUser: user.paidUser,
      signupDate: user.signupDate,
      lastSeenAt: user.lastSeenAt,
      bannedAt: user.bannedAt,
      banReason: user.banReason,
      notificationsDisabled: user.notificationsDisabled,
    },
    site,
    profile: profile && {
      id: profile.id,
      name: profile.name,
      about: profile.about,
      status: profile.status,
      gender: profile.gender,
      birthDate: profile.birthDate,
      country: profile.country,
      city: profile.city,
      textChangedAt: profile.textChangedAt,
      mainPhotoId: profile.mainPhotoId,
    },
    ...records,
  };
}

/**
 * The moderators' actions on a member, each in one transaction with its audit row (before/after):
 * - disable / enable the profile (a disabled profile is hidden from search and lists);
 * - ban: no login (a translated refusal that leads to /pages/ban) and every session refused from
 *   the next request on (the lookup reads banned_at with the session; pages go to /pages/ban);
 *   the profile is disabled with it. Unban lifts the ban and deletes the refused sessions (the
 *   member logs in again); the profile stays disabled until enabled;
 * - credits: through the ledger (reason adjustment), never below 0 (409 credits_below_zero);
 * - end_sessions: deletes them all.
 * Ended sessions are forgotten by every instance's session cache and their event streams close.
 */
export async function memberAction(a: MemberAction, by: By) {
  const db = await getDb();
  const found = await repo.findMember(db, a.userId);
  if (!found) throw notFound('member_not_found');
  by.assertSite(found.user.siteId);
  const { user, profile } = found;
  if (user.status === 'deleted' && a.action !== 'end_sessions') throw new AppError('member_deleted', 409);
  const audit = (tx: Tx, action: string, before: unknown, after: unknown) =>
    by.audit(tx, { action, targetType: 'member', targetId: user.id, siteId: user.siteId, before, after });
  let revoke = false;

  const result = await db.transaction(async (tx) => {
    switch (a.action) {
      case 'disable':
      case 'enable': {
        if (!profile) throw new AppError('profile_missing', 409);
        const status = a.action === 'disable' ? 'disabled' : 'active';
        await repo.setProfileStatus(tx, user.id, status);
        await audit(tx, `member.${a.action}`, { profile_status: profile.status }, { profile_status: status, ...(a.action === 'disable' && { reason: a.reason }) });
        return { profileStatus: status };
      }
      case 'ban': {
        const banned = await repo.banUser(tx, user.id, a.reason);
        if (!banned) throw new AppError('already_banned', 409);
        if (profile) await repo.setProfileStatus(tx, user.id, 'disabled');
        await audit(
          tx,
          'member.ban',
          { banned_at: null, profile_status: profile?.status ?? null },
          { banned_at: banned.bannedAt, ban_reason: a.reason, profile_status: profile ? 'disabled' : null },
        );
        revoke = true;
        return { bannedAt: banned.bannedAt };
      }
      case 'unban': {
        if (!(await repo.unbanUser(tx, user.id))) throw new AppError('not_banned', 409);
        const ended = await repo.deleteAllSessions(tx, user.id);
        await audit(tx, 'member.unban', { banned_at: user.bannedAt, ban_reason: user.banReason }, { banned_at: null, sessions_deleted: ended });
        revoke = true;
        return { bannedAt: null };
      }
      case 'credits': {
        const entry = { userId: user.id, reason: 'adjustment', refType: 'staff', refId: String(by.staffId) };
        let balance: number;
        try {
          balance = a.delta > 0 ? await grantCredits(tx, { ...entry, delta: a.delta }) : await spendCredits(tx, { ...entry, amount: -a.delta });
        } catch (err) {
          if (err instanceof AppError && err.code === 'insufficient_credits') throw new AppError('credits_below_zero', 409, { credits: user.credits });
          throw err;
        }
        await audit(tx, 'credits.adjust', { credits: balance - a.delta }, { credits: balance, delta: a.delta, reason: a.reason });
        return { credits: balance };
      }
      case 'end_sessions': {
        const ended = await repo.deleteAllSessions(tx, user.id);
        await audit(tx, 'member.end_sessions', { sessions: ended }, { sessions: 0 });
        revoke = true;
        return { sessionsEnded: ended };
      }
    }
  });
  // After the commit (a stream reconnecting before it would still find its session).
  if (revoke) emitSessionRevoked({ userId: user.id, allSessions: true });
  return { userId: user.id, action: a.action, ...result };
}
