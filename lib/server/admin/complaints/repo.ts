import 'server-only';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
import { auditLog, complaints, profiles, sites } from '@/lib/server/db/schema';

export type ComplaintFilter = {
  status?: string;
  reason?: string;
  siteId?: number;
  /** null: every site (the staff member's scope). */
  siteIds: number[] | null;
};

function where(f: ComplaintFilter): SQL | undefined {
  return and(
    f.status ? eq(complaints.status, f.status) : undefined,
    f.reason ? eq(complaints.reason, f.reason) : undefined,
    f.siteId !== undefined ? eq(complaints.siteId, f.siteId) : undefined,
    f.siteIds ? inArray(complaints.siteId, f.siteIds.length ? f.siteIds : [-1]) : undefined,
  );
}

/** Oldest first (the one waiting longest on top); `limit + 1` rows tell whether a next page exists. */
export async function listComplaints(db: Db | Tx, f: ComplaintFilter, offset: number, limit: number) {
  return db
    .select({
      id: complaints.id,
      siteId: complaints.siteId,
      siteName: sites.name,
      status: complaints.status,
      reason: complaints.reason,
      email: complaints.email,
      name: complaints.name,
      userId: complaints.userId,
      profileId: complaints.profileId,
      conversationId: complaints.conversationId,
      body: complaints.body,
      createdAt: complaints.createdAt,
      updatedAt: complaints.updatedAt,
    })
    .from(complaints)
    .innerJoin(sites, eq(sites.id, complaints.siteId))
    .where(where(f))
    .orderBy(asc(complaints.createdAt), asc(complaints.id))
    .offset(offset)
    .limit(limit + 1);
}

export async function findComplaint(db: Db | Tx, id: number) {
  const rows = await db
    .select({ complaint: complaints, siteName: sites.name })
    .from(complaints)
    .innerJoin(sites, eq(sites.id, complaints.siteId))
    .where(eq(complaints.id, id))
    .limit(1);
  return rows[0];
}

/** The row, locked for the change that follows (two moderators saving at once take turns). */
export async function lockComplaint(tx: Tx, id: number) {
  const rows = await tx.select().from(complaints).where(eq(complaints.id, id)).for('update').limit(1);
  return rows[0];
}

/** Sets the status and/or appends a note block to the notes, in one statement. */
export async function updateComplaint(tx: Tx, id: number, change: { status?: string; noteBlock?: string }) {
  const notes = change.noteBlock
    ? sql`case when ${complaints.notes} = '' then ${change.noteBlock} else ${complaints.notes} || ${'\n\n'} || ${change.noteBlock} end`
    : undefined;
  const [row] = await tx
    .update(complaints)
    .set({
      ...(change.status ? { status: change.status } : {}),
      ...(notes ? { notes } : {}),
      updatedAt: new Date(),
    })
    .where(eq(complaints.id, id))
    .returning();
  return row;
}

/** The console's changes to one complaint (status, notes), oldest first, from the audit log. */
export async function complaintHistory(db: Db | Tx, id: number) {
  return db
    .select({
      at: auditLog.at,
      staffEmail: auditLog.staffEmail,
      role: auditLog.role,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'complaint'), eq(auditLog.targetId, String(id))))
    .orderBy(asc(auditLog.id));
}

/** Who owns these profiles now (member id for the member page); fictional ones have no user. */
export async function profileOwners(db: Db | Tx, profileIds: number[]) {
  if (profileIds.length === 0) return [];
  return db
    .select({ profileId: profiles.id, name: profiles.name, userId: profiles.userId, siteId: profiles.siteId })
    .from(profiles)
    .where(inArray(profiles.id, profileIds));
}

/** The member's own profile, to tell their messages apart in the evidence. */
export async function profileOfUser(db: Db | Tx, userId: number) {
  const rows = await db
    .select({ id: profiles.id, name: profiles.name })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return rows[0];
}
