import 'server-only';
import { and, asc, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
import {
  conversationMembers,
  gifts,
  messages,
  pageAway,
  profiles,
  pushOutbox,
  pushSubscriptions,
  pushThrottle,
  users,
} from '@/lib/server/db/schema';

export type PushRow = typeof pushOutbox.$inferSelect;
export type NewPushRow = typeof pushOutbox.$inferInsert;
export type SubscriptionKeys = { endpoint: string; p256dh: string; auth: string };

/** Stores a device's subscription for the member; the same endpoint again (or on another account) moves to them. */
export async function upsertSubscription(db: Db, userId: number, sub: SubscriptionKeys): Promise<number> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ userId, ...sub })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: sub.p256dh, auth: sub.auth, createdAt: new Date() },
    })
    .returning({ id: pushSubscriptions.id });
  return row.id;
}

export async function deleteSubscription(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function deleteSubscriptionById(db: Db, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function findSubscription(db: Db, id: number) {
  const rows = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)).limit(1);
  return rows[0];
}

export async function subscriptionIdsOf(db: Db | Tx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return rows.map((r) => r.id);
}

export async function insertPushes(db: Db | Tx, rows: NewPushRow[]): Promise<void> {
  if (rows.length) await db.insert(pushOutbox).values(rows);
}

/**
 * Claims due pushes for this sender, atomically (SKIP LOCKED, as the mail outbox): queued rows
 * whose time has come and rows whose sender's lease ran out become `sending` with a lease and one
 * more attempt. Instances claiming at the same moment get disjoint rows.
 */
export async function claimPushes(
  db: Db,
  input: { maxAttempts: number; limit: number; leaseMs: number },
): Promise<PushRow[]> {
  const claimable = db
    .select({ id: pushOutbox.id })
    .from(pushOutbox)
    .where(
      and(
        lt(pushOutbox.attempts, input.maxAttempts),
        or(
          and(eq(pushOutbox.status, 'queued'), lte(pushOutbox.notBefore, sql`now()`)),
          and(eq(pushOutbox.status, 'sending'), lt(pushOutbox.leaseUntil, sql`now()`)),
        ),
      ),
    )
    .orderBy(asc(pushOutbox.id))
    .limit(input.limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(pushOutbox)
    .set({
      status: 'sending',
      leaseUntil: sql`now() + ${`${input.leaseMs} milliseconds`}::interval`,
      attempts: sql`${pushOutbox.attempts} + 1`,
    })
    .where(inArray(pushOutbox.id, claimable))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** Rows whose last allowed attempt crashed mid-send: failed, not `sending` for ever. */
export async function failAbandoned(db: Db, maxAttempts: number): Promise<void> {
  await db
    .update(pushOutbox)
    .set({ status: 'failed', leaseUntil: null })
    .where(
      and(
        eq(pushOutbox.status, 'sending'),
        lt(pushOutbox.leaseUntil, sql`now()`),
        sql`${pushOutbox.attempts} >= ${maxAttempts}`,
      ),
    );
}

/** Only the claim's holder marks a row: one another sender reclaimed after our lease is not ours. */
const claimed = (row: PushRow) =>
  and(eq(pushOutbox.id, row.id), eq(pushOutbox.status, 'sending'), eq(pushOutbox.attempts, row.attempts));

export async function markDone(db: Db, row: PushRow, status: 'sent' | 'skipped', note: string | null = null) {
  await db
    .update(pushOutbox)
    .set({ status, leaseUntil: null, lastError: note, sentAt: status === 'sent' ? new Date() : null })
    .where(claimed(row));
}

/** A failed attempt: back in the queue after `retryAt`, or failed for good. */
export async function markFailed(db: Db, row: PushRow, error: string, retryAt: Date | null) {
  await db
    .update(pushOutbox)
    .set({
      status: retryAt ? 'queued' : 'failed',
      notBefore: retryAt ?? row.notBefore,
      leaseUntil: null,
      lastError: error.slice(0, 300),
    })
    .where(claimed(row));
}

/** Shutdown: claimed rows not yet tried go back, their attempt not counted. */
export async function releaseClaims(db: Db, rows: PushRow[]): Promise<void> {
  for (const row of rows) {
    await db
      .update(pushOutbox)
      .set({ status: 'queued', leaseUntil: null, attempts: sql`${pushOutbox.attempts} - 1` })
      .where(claimed(row));
  }
}

/**
 * Takes the device's push slot of the conversation: true (and the time is set) when the last push
 * there is older than `periodMs` or none was sent; false otherwise. One statement, so two senders
 * racing for the same slot cannot both win.
 */
export async function takeThrottleSlot(
  db: Db,
  subscriptionId: number,
  conversationId: number,
  periodMs: number,
): Promise<boolean> {
  const rows = await db
    .insert(pushThrottle)
    .values({ subscriptionId, conversationId, lastSentAt: sql`now()` })
    .onConflictDoUpdate({
      target: [pushThrottle.subscriptionId, pushThrottle.conversationId],
      set: { lastSentAt: sql`now()` },
      setWhere: lt(pushThrottle.lastSentAt, sql`now() - ${`${periodMs} milliseconds`}::interval`),
    })
    .returning({ at: pushThrottle.lastSentAt });
  return rows.length > 0;
}

/** What a push needs to know about its member. */
export async function recipientOf(db: Db, userId: number) {
  const rows = await db
    .select({
      id: users.id,
      siteId: users.siteId,
      language: users.language,
      status: users.status,
      notificationSettings: users.notificationSettings,
      profileId: profiles.id,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}

/** A message with its sender's name and the recipient's unread count of the conversation. */
export async function messageForPush(db: Db, messageId: number, recipientProfileId: number) {
  const rows = await db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      senderId: messages.senderId,
      kind: messages.kind,
      body: messages.body,
      giftName: gifts.slug,
      senderName: profiles.name,
      unread: conversationMembers.unreadCount,
    })
    .from(messages)
    .innerJoin(profiles, eq(profiles.id, messages.senderId))
    .leftJoin(gifts, eq(gifts.id, messages.giftId))
    .leftJoin(
      conversationMembers,
      and(
        eq(conversationMembers.conversationId, messages.conversationId),
        eq(conversationMembers.profileId, recipientProfileId),
      ),
    )
    .where(eq(messages.id, messageId))
    .limit(1);
  return rows[0];
}

export async function profileName(db: Db, profileId: number): Promise<string | undefined> {
  const rows = await db.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, profileId)).limit(1);
  return rows[0]?.name;
}

// --- away (page hidden) ---

export async function setAway(db: Db, userId: number, at: Date): Promise<void> {
  await db
    .insert(pageAway)
    .values({ userId, hiddenAt: at })
    .onConflictDoUpdate({ target: pageAway.userId, set: { hiddenAt: at } });
}

export async function clearAway(db: Db, userId: number): Promise<void> {
  await db.delete(pageAway).where(eq(pageAway.userId, userId));
}

export async function isAway(db: Db | Tx, userId: number): Promise<boolean> {
  const rows = await db.select({ at: pageAway.hiddenAt }).from(pageAway).where(eq(pageAway.userId, userId)).limit(1);
  return rows.length > 0;
}

/** The member's pushes waiting for the open-conversation grace may go now. */
export async function hurryPushes(db: Db, userId: number): Promise<number> {
  const rows = await db
    .update(pushOutbox)
    .set({ notBefore: sql`now()` })
    .where(and(eq(pushOutbox.userId, userId), eq(pushOutbox.status, 'queued'), gt(pushOutbox.notBefore, sql`now()`)))
    .returning({ id: pushOutbox.id });
  return rows.length;
}
