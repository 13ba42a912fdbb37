import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
import { appKv, users } from '@/lib/server/db/schema';
import type { NotificationSettings } from '@/lib/schemas/notifications';

export type UserRow = typeof users.$inferSelect;

export async function findUser(db: Db | Tx, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export async function setNotificationSettings(db: Db | Tx, id: number, settings: NotificationSettings) {
  const rows = await db
    .update(users)
    .set({ notificationSettings: settings })
    .where(eq(users.id, id))
    .returning();
  return rows[0];
}

/** Adds a reason once (array semantics of a set), in one statement. */
export async function addDisabledReason(
  db: Db | Tx,
  id: number,
  reason: string,
): Promise<UserRow | undefined> {
  const rows = await db
    .update(users)
    .set({
      notificationsDisabled: sql`case when ${reason} = any(${users.notificationsDisabled}) then ${users.notificationsDisabled} else array_append(${users.notificationsDisabled}, ${reason}) end`,
    })
    .where(eq(users.id, id))
    .returning();
  return rows[0];
}

export async function removeDisabledReason(
  db: Db | Tx,
  id: number,
  reason: string,
): Promise<UserRow | undefined> {
  const rows = await db
    .update(users)
    .set({ notificationsDisabled: sql`array_remove(${users.notificationsDisabled}, ${reason})` })
    .where(eq(users.id, id))
    .returning();
  return rows[0];
}

export async function readKv<T>(db: Db | Tx, key: string): Promise<T | undefined> {
  const rows = await db.select().from(appKv).where(eq(appKv.key, key)).limit(1);
  return rows[0]?.value as T | undefined;
}

/** First writer wins, so every instance signs with the same secret. */
export async function insertKvOnce<T>(db: Db | Tx, key: string, value: T): Promise<T> {
  await db.insert(appKv).values({ key, value }).onConflictDoNothing();
  return (await readKv<T>(db, key)) as T;
}
