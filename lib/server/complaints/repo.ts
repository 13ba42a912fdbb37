import 'server-only';
import { and, desc, eq, or } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
import { complaints, conversationMembers, conversations, messages, profiles } from '@/lib/server/db/schema';
import { visibleProfileSql } from '@/lib/server/profiles/visibility';

export type ComplaintRow = typeof complaints.$inferSelect;

/** A profile a visitor of the site may see (the only ones a complaint can name). */
export async function findVisibleProfile(db: Db | Tx, siteId: number, profileId: number) {
  const rows = await db
    .select({ id: profiles.id, name: profiles.name, about: profiles.about })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), visibleProfileSql(siteId)))
    .limit(1);
  return rows[0];
}

/** The conversation when the profile takes part in it, with the other side's profile id. */
export async function findOwnConversation(db: Db | Tx, conversationId: number, ownProfileId: number) {
  const rows = await db
    .select({ id: conversations.id, profileA: conversations.profileA, profileB: conversations.profileB })
    .from(conversations)
    .innerJoin(
      conversationMembers,
      and(eq(conversationMembers.conversationId, conversations.id), eq(conversationMembers.profileId, ownProfileId)),
    )
    .where(
      and(
        eq(conversations.id, conversationId),
        or(eq(conversations.profileA, ownProfileId), eq(conversations.profileB, ownProfileId)),
      ),
    )
    .limit(1);
  const row = rows[0];
  return row ? { id: row.id, otherProfileId: row.profileA === ownProfileId ? row.profileB : row.profileA } : undefined;
}

export async function findProfileName(db: Db | Tx, profileId: number) {
  const rows = await db.select({ id: profiles.id, name: profiles.name, about: profiles.about }).from(profiles).where(eq(profiles.id, profileId)).limit(1);
  return rows[0];
}

/** The conversation's messages in order, up to `limit` of the latest (the evidence copy). */
export async function conversationMessages(db: Db | Tx, conversationId: number, limit: number) {
  const latest = await db
    .select({
      id: messages.id,
      senderProfileId: messages.senderId,
      kind: messages.kind,
      body: messages.body,
      photoId: messages.photoId,
      giftId: messages.giftId,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.id))
    .limit(limit);
  return latest.reverse();
}

export async function insertComplaint(db: Db | Tx, values: typeof complaints.$inferInsert): Promise<ComplaintRow> {
  const [row] = await db.insert(complaints).values(values).returning();
  return row;
}

export async function findComplaint(db: Db | Tx, id: number): Promise<ComplaintRow | undefined> {
  const rows = await db.select().from(complaints).where(eq(complaints.id, id)).limit(1);
  return rows[0];
}
