import 'server-only';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
import { photos, profiles, sessions, users } from '@/lib/server/db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, siteId: number, email: string): Promise<UserRow | undefined> {
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

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** The member's own profile with its main photo, for the User DTO. */
export async function findOwnProfile(db: Db, userId: number) {
  const rows = await db
    .select({ profile: profiles, photo: photos })
    .from(profiles)
    .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .where(eq(profiles.userId, userId))
    .limit(1);
  return rows[0];
}

export async function setUserLanguage(db: Db, userId: number, language: string): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

export async function insertSession(
  db: Db | Tx,
  values: {
    userId: number;
    tokenHash: string;
    expiresAt: Date;
    clientType: string | null;
    userAgent: string | null;
  },
): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function findSessionUser(db: Db, tokenHash: string, now: Date) {
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), ne(users.status, 'deleted')))
    .limit(1);
  return rows[0];
}

export async function touchSession(db: Db, sessionId: number, userId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
  await db.update(users).set({ lastSeenAt: now }).where(eq(users.id, userId));
}

/** Deletes one session; returns it (id and owner) when it existed, for the stream revocation. */
export async function deleteSession(db: Db, tokenHash: string) {
  const rows = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .returning({ id: sessions.id, userId: sessions.userId });
  return rows[0];
}
