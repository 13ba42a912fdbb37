import 'server-only';
import { getDb, type Db, type Tx } from '@/lib/server/db/client';
import { env } from '@/lib/env';
import { AppError } from '@/lib/server/http/errors';
import type { AuditEntry } from '@/lib/server/admin/audit';
import { staffSeesSite, type StaffSession } from '@/lib/server/admin/session';
import { MAIL_PAGE_SIZE, type MailHealthQuery, type ReenableMember } from '@/lib/schemas/admin-mail';
import * as repo from './repo';

type Staff = Pick<StaffSession, 'siteIds'>;

/**
 * The mail health page: the provider's recent events and the members whose notices are off,
 * both within the staff member's sites (an event that matched no member belongs to no site:
 * only staff of every site see it). Moderators see e-mail addresses; operators never get here.
 */
export async function mailHealth(staff: Staff, query: MailHealthQuery) {
  const db = await getDb();
  const page = query.page ?? 1;
  const eventsPage = query.events ?? 1;
  const [events, members] = [
    await repo.recentEvents(db, staff.siteIds, (eventsPage - 1) * MAIL_PAGE_SIZE, MAIL_PAGE_SIZE),
    await repo.disabledMembers(
      db,
      { reason: query.reason, siteIds: staff.siteIds },
      (page - 1) * MAIL_PAGE_SIZE,
      MAIL_PAGE_SIZE,
    ),
  ];
  return {
    webhookConfigured: Boolean(env().MAIL_WEBHOOK_SECRET),
    events: {
      items: events.slice(0, MAIL_PAGE_SIZE).map((e) => ({ ...e, receivedAt: e.receivedAt.toISOString() })),
      page: eventsPage,
      hasNext: events.length > MAIL_PAGE_SIZE,
    },
    members: { items: members.slice(0, MAIL_PAGE_SIZE), page, hasNext: members.length > MAIL_PAGE_SIZE },
  };
}
export type MailHealth = Awaited<ReturnType<typeof mailHealth>>;

type Audit = (db: Db | Tx, entry: AuditEntry) => Promise<void>;

/**
 * Switches one member's notices back on for one reason (e.g. after they wrote in that the
 * address works again), audited with the reasons before and after. A reason the member does not
 * have is refused and changes nothing.
 */
export async function reenableMember(staff: Staff, input: ReenableMember, audit: Audit) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const user = await repo.lockUser(tx, input.userId);
    if (!user) throw new AppError('not_found', 404);
    if (!staffSeesSite(staff, user.siteId)) throw new AppError('staff_forbidden_site', 403);
    if (!user.reasons.includes(input.reason)) throw new AppError('notifications_reason_not_set', 422);
    const after = await repo.removeReason(tx, user.id, input.reason);
    await audit(tx, {
      action: 'member.notifications_reenable',
      targetType: 'user',
      targetId: user.id,
      siteId: user.siteId,
      before: { notificationsDisabled: user.reasons },
      after: { notificationsDisabled: after.reasons },
    });
    return { userId: user.id, notificationsDisabled: after.reasons };
  });
}
