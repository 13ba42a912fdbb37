import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
import { mailEvents, sites, users } from '@/lib/server/db/schema';

/**
 * The accounts with this address on every site. Joined through sites so each site is one probe
 * of the unique (site_id, lower(email)) index rather than a scan of all members.
 */
export async function usersWithEmail(db: Db | Tx, email: string): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(sites)
    .innerJoin(users, sql`${users.siteId} = ${sites.id} and lower(${users.email}) = ${email.toLowerCase()}`)
    .orderBy(users.id);
  return rows.map((r) => r.id);
}

/** Stores the event unless its id is known; true when this call stored it. */
export async function insertEventOnce(db: Db | Tx, values: typeof mailEvents.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(mailEvents)
    .values(values)
    .onConflictDoNothing({ target: mailEvents.eventId })
    .returning({ id: mailEvents.id });
  return rows.length > 0;
}

/** Adds the reason to the member's notifications_disabled once (a set, never a duplicate). */
export async function addReason(db: Db | Tx, userId: number, reason: string): Promise<void> {
  await db
    .update(users)
    .set({
      notificationsDisabled: sql`case when ${reason} = any(${users.notificationsDisabled}) then ${users.notificationsDisabled} else array_append(${users.notificationsDisabled}, ${reason}::text) end`,
    })
    .where(eq(users.id, userId));
}
