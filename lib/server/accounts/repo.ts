import 'server-only';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
import { memberChanges, photos, profiles, sessions, users } from '@/lib/server/db/schema';

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
    viaToken?: boolean;
  },
): Promise<void> {
  await db.insert(sessions).values(values);
}

function sessionUserQuery(db: Db) {
  return db
    .select({
      session: { id: sessions.id, lastSeenAt: sessions.lastSeenAt, viaToken: sessions.viaToken },
      user: users,
      profile: profiles,
      photo: photos,
      changes: memberChanges,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .leftJoin(memberChanges, eq(memberChanges.userId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
        ne(users.status, 'deleted'),
      ),
    )
    .limit(1)
    .prepare('session_user');
}

// Prepared once per database handle: every request runs it, and a prepared statement skips
// building the SQL and (on PostgreSQL, per connection) parsing and planning it.
const preparedSessionUser = new WeakMap<Db, ReturnType<typeof sessionUserQuery>>();

/**
 * The session with its member, the member's own profile and main photo, and the member's change
 * marker (member_changes): everything a request of a logged-in member needs, in one round trip.
 */
export async function findSessionUser(db: Db, tokenHash: string, now: Date) {
  let query = preparedSessionUser.get(db);
  if (!query) preparedSessionUser.set(db, (query = sessionUserQuery(db)));
  const rows = await query.execute({ tokenHash, now: now.toISOString() });
  return rows[0];
}

export type SessionUserRow = NonNullable<Awaited<ReturnType<typeof findSessionUser>>>;

/** A member_changes row for a member that has none (see lib/server/http/poll-etag.ts). */
export async function ensureMemberChanges(db: Db, userId: number): Promise<void> {
  await db.insert(memberChanges).values({ userId }).onConflictDoNothing();
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
