import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
import { mailEvents, profiles, sites, users } from '@/lib/server/db/schema';

/** Newest first; with a site scope only events matched to a member of those sites. */
export async function recentEvents(db: Db | Tx, siteIds: number[] | null, offset: number, limit: number) {
  return db
    .select({
      id: mailEvents.id,
      eventId: mailEvents.eventId,
      kind: mailEvents.kind,
      email: mailEvents.email,
      detail: mailEvents.detail,
      receivedAt: mailEvents.receivedAt,
      userId: mailEvents.userId,
      siteName: sites.name,
    })
    .from(mailEvents)
    .leftJoin(users, eq(users.id, mailEvents.userId))
    .leftJoin(sites, eq(sites.id, users.siteId))
    .where(siteIds ? inArray(users.siteId, siteIds.length ? siteIds : [-1]) : undefined)
    .orderBy(desc(mailEvents.receivedAt), desc(mailEvents.id))
    .offset(offset)
    .limit(limit + 1);
}

/** Members whose notices are off (for one reason, or any), newest accounts first. */
export async function disabledMembers(
  db: Db | Tx,
  f: { reason?: string; siteIds: number[] | null },
  offset: number,
  limit: number,
) {
  return db
    .select({
      id: users.id,
      email: users.email,
      siteId: users.siteId,
      siteName: sites.name,
      status: users.status,
      reasons: users.notificationsDisabled,
      name: profiles.name,
    })
    .from(users)
    .innerJoin(sites, eq(sites.id, users.siteId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        sql`cardinality(${users.notificationsDisabled}) > 0`,
        f.reason ? sql`${f.reason} = any(${users.notificationsDisabled})` : undefined,
        f.siteIds ? inArray(users.siteId, f.siteIds.length ? f.siteIds : [-1]) : undefined,
      ),
    )
    .orderBy(desc(users.id))
    .offset(offset)
    .limit(limit + 1);
}

export async function lockUser(tx: Tx, id: number) {
  const rows = await tx
    .select({ id: users.id, siteId: users.siteId, reasons: users.notificationsDisabled })
    .from(users)
    .where(eq(users.id, id))
    .for('update')
    .limit(1);
  return rows[0];
}

export async function removeReason(tx: Tx, id: number, reason: string) {
  const [row] = await tx
    .update(users)
    .set({ notificationsDisabled: sql`array_remove(${users.notificationsDisabled}, ${reason}::text)` })
    .where(eq(users.id, id))
    .returning({ reasons: users.notificationsDisabled });
  return row;
}
