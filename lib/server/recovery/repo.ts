import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
import { profiles, sessions, users } from '@/lib/server/db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUser(db: Db | Tx, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export async function findProfileOf(db: Db | Tx, userId: number) {
  const rows = await db
    .select({ id: profiles.id, name: profiles.name, status: profiles.status })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return rows[0];
}

/** not_confirmed → confirmed only; returns the row when it changed. */
export async function confirmUser(db: Db | Tx, id: number): Promise<UserRow | undefined> {
  const rows = await db
    .update(users)
    .set({ status: 'confirmed' })
    .where(and(eq(users.id, id), eq(users.status, 'not_confirmed')))
    .returning();
  return rows[0];
}

export async function enableDisabledProfile(db: Db | Tx, userId: number): Promise<void> {
  await db
    .update(profiles)
    .set({ status: 'active' })
    .where(and(eq(profiles.userId, userId), eq(profiles.status, 'disabled')));
}

export async function setPasswordHash(db: Db | Tx, id: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, id));
}

/** Ends every session of a member except one (the browser that made the change), if given. */
export async function deleteSessions(db: Db | Tx, userId: number, keepSessionId?: number): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId),
    );
}

/** A live (not deleted) member of a site by e-mail, case-insensitive. */
export async function findLiveUserByEmail(
  db: Db | Tx,
  siteId: number,
  email: string,
): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.siteId, siteId),
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        ne(users.status, 'deleted'),
      ),
    )
    .limit(1);
  return rows[0];
}

/** Whether any account of the site, deleted ones within their undo period included, holds the address. */
export async function emailTaken(
  db: Db | Tx,
  siteId: number,
  email: string,
  exceptUserId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.siteId, siteId),
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        ne(users.id, exceptUserId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Switches the address; a bounce was about the old one, so that reason goes with it. */
export async function setEmail(db: Db | Tx, id: number, email: string): Promise<void> {
  await db
    .update(users)
    .set({ email, notificationsDisabled: sql`array_remove(${users.notificationsDisabled}, 'bounce')` })
    .where(eq(users.id, id));
}
