import 'server-only';
import { and, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
import { complaints, creditLedger, orders, photos, profiles, sessions, sites, users } from '@/lib/server/db/schema';

/** LIKE pattern of a literal text (%, _ and \ match themselves). */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const inSites = (siteIds: number[] | null): SQL | undefined =>
  siteIds === null ? undefined : siteIds.length ? inArray(users.siteId, siteIds) : sql`false`;

/**
 * Members by id (digits), e-mail (with an @) or name (anything else), of the given sites, newest
 * first. Every member has a users row; fictional profiles have none and are not members.
 */
export async function searchMembers(db: Db, q: string, siteIds: number[] | null, limit: number, offset: number) {
  const text = q.trim();
  const match = !text
    ? undefined
    : /^\d{1,9}$/.test(text)
      ? or(eq(users.id, Number(text)), eq(profiles.id, Number(text)))
      : text.includes('@')
        ? ilike(users.email, contains(text))
        : ilike(profiles.name, contains(text));
  const where = and(match, inSites(siteIds));
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      status: users.status,
      credits: users.credits,
      signupDate: users.signupDate,
      lastSeenAt: users.lastSeenAt,
      bannedAt: users.bannedAt,
      siteId: users.siteId,
      domain: sites.domain,
      profileId: profiles.id,
      name: profiles.name,
      profileStatus: profiles.status,
    })
    .from(users)
    .innerJoin(sites, eq(sites.id, users.siteId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(where)
    .orderBy(desc(users.id))
    .limit(limit)
    .offset(offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(where);
  return { rows, total: Number(count.n) };
}

export async function findMember(db: Db | Tx, userId: number) {
  const rows = await db
    .select({ user: users, profile: profiles, site: { id: sites.id, name: sites.name, domain: sites.domain } })
    .from(users)
    .innerJoin(sites, eq(sites.id, users.siteId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}

const RECENT = 50;

/** Everything the member page shows besides the account: one query per list, newest first. */
export async function memberRecords(db: Db, userId: number, profileId: number | null) {
  const [photoRows, ledger, orderRows, sessionRows, byThem, aboutThem] = await Promise.all([
    profileId === null
      ? Promise.resolve([])
      : db.select().from(photos).where(eq(photos.profileId, profileId)).orderBy(desc(photos.id)),
    db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(desc(creditLedger.id)).limit(RECENT),
    db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        status: orders.status,
        credits: orders.credits,
        amountCents: orders.amountCents,
        currency: orders.currency,
        paymentMethod: orders.paymentMethod,
        provider: orders.provider,
        refundedCents: orders.refundedCents,
      })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt))
      .limit(RECENT),
    db
      .select({
        id: sessions.id,
        clientType: sessions.clientType,
        userAgent: sessions.userAgent,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        viaToken: sessions.viaToken,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.lastSeenAt)),
    db
      .select({ id: complaints.id, createdAt: complaints.createdAt, reason: complaints.reason, subject: complaints.subject, status: complaints.status, profileId: complaints.profileId })
      .from(complaints)
      .where(eq(complaints.userId, userId))
      .orderBy(desc(complaints.id))
      .limit(RECENT),
    profileId === null
      ? Promise.resolve([])
      : db
          .select({ id: complaints.id, createdAt: complaints.createdAt, reason: complaints.reason, subject: complaints.subject, status: complaints.status, userId: complaints.userId })
          .from(complaints)
          .where(eq(complaints.profileId, profileId))
          .orderBy(desc(complaints.id))
          .limit(RECENT),
  ]);
  const [sum] = await db
    .select({ sum: sql<string>`coalesce(sum(${creditLedger.delta}), 0)`, n: sql<number>`count(*)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return { photoRows, ledger, orderRows, sessionRows, byThem, aboutThem, ledgerSum: Number(sum.sum), ledgerCount: Number(sum.n) };
}

export async function setProfileStatus(tx: Tx, userId: number, status: 'active' | 'disabled') {
  const rows = await tx.update(profiles).set({ status }).where(eq(profiles.userId, userId)).returning({ id: profiles.id });
  return rows[0];
}

/** Sets the ban; undefined when the member was banned already. */
export async function banUser(tx: Tx, userId: number, reason: string) {
  const rows = await tx
    .update(users)
    .set({ bannedAt: new Date(), banReason: reason })
    .where(and(eq(users.id, userId), isNull(users.bannedAt)))
    .returning({ bannedAt: users.bannedAt });
  return rows[0];
}

export async function unbanUser(tx: Tx, userId: number) {
  const rows = await tx
    .update(users)
    .set({ bannedAt: null, banReason: null })
    .where(and(eq(users.id, userId), sql`${users.bannedAt} is not null`))
    .returning({ id: users.id });
  return rows[0];
}

/** Ends every session of the member; returns how many there were. */
export async function deleteAllSessions(tx: Tx, userId: number): Promise<number> {
  const rows = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return rows.length;
}
