import 'server-only';
import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/server/db/client';
import {
  conversationMembers,
  conversations,
  gifts,
  memberChanges,
  messages,
  photos,
  profiles,
  users,
} from '@/lib/server/db/schema';
import { notBlockedSql } from '@/lib/server/blocks/service';
import { partnerId, profileCard } from './repo';

// The member's profile id and user id, parameters of the prepared statement.
const ME = sql<number>`${sql.placeholder('me')}`;
const USER = sql<number>`${sql.placeholder('user')}`;

/**
 * The member's visible chats with each one's last message, newest first, in one round trip:
 * conversation_members_list_idx (profile_id, last_message_at) walked until `limit` rows pass,
 * and per row the last message by messages_conversation_idx (a lateral join, one index probe).
 * Blocked partners (either way) and deleted accounts are left out.
 *
 * A second branch (UNION ALL) adds one row with the member's chats marker (member_changes by
 * primary key; every other column null). Read in the same statement, it is exactly as new as
 * the list, so a poll's ETag can come from it (lib/server/http/route.ts), also for an empty list.
 */
function chatListQuery(db: Db) {
  const last = db
    .select({
      kind: messages.kind,
      body: messages.body,
      createdAt: messages.createdAt,
      senderId: messages.senderId,
      giftSlug: gifts.slug,
    })
    .from(messages)
    .leftJoin(gifts, eq(gifts.id, messages.giftId))
    .where(eq(messages.conversationId, conversationMembers.conversationId))
    .orderBy(desc(messages.id))
    .limit(1)
    .as('last_message');
  const list = db
    .select({
      conversationId: conversationMembers.conversationId,
      at: conversationMembers.lastMessageAt,
      unread: conversationMembers.unreadCount,
      ...profileCard,
      last: {
        kind: last.kind,
        body: last.body,
        createdAt: last.createdAt,
        senderId: last.senderId,
        giftSlug: last.giftSlug,
      },
      // The marker's bigint comes as a string from node-postgres: the list branch decodes it.
      version: sql<number | null>`null::bigint`.mapWith((v: unknown): number | null =>
        v === null ? null : Number(v),
      ),
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .innerJoin(profiles, eq(profiles.id, partnerId(ME)))
    .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .leftJoin(users, eq(users.id, profiles.userId))
    .leftJoinLateral(last, sql`true`)
    .where(
      and(
        eq(conversationMembers.profileId, ME),
        eq(conversationMembers.hidden, false),
        or(sql`${users.id} is null`, ne(users.status, 'deleted')),
        notBlockedSql(ME, profiles.id),
      ),
    )
    .orderBy(desc(conversationMembers.lastMessageAt), desc(conversationMembers.conversationId))
    .limit(sql.placeholder('limit'));
  // The marker row: every list column null (typed as the list's, it never reaches a caller).
  const none = <T>() => sql<T>`null`;
  const marker = db
    .select({
      conversationId: none<number>(),
      at: none<Date>(),
      unread: none<number>(),
      id: none<number>(),
      name: none<string>(),
      isFictional: none<boolean>(),
      premium: none<boolean>(),
      thumb: none<string | null>(),
      last: {
        kind: none<string>(),
        body: none<string>(),
        createdAt: none<Date>(),
        senderId: none<number>(),
        giftSlug: none<string | null>(),
      },
      version: sql<number | null>`${memberChanges.chats}`,
    })
    .from(memberChanges)
    .where(eq(memberChanges.userId, USER));
  return unionAll(list, marker).prepare('chat_list');
}

// Prepared once per database handle (on PostgreSQL a named statement, parsed and planned once
// per connection).
const prepared = new WeakMap<Db, ReturnType<typeof chatListQuery>>();

/**
 * The list, newest first (a UNION ALL does not promise the branch's order, so it is sorted again
 * here), and the chats marker of `userId` read with it (null without a marker row; 0 as `userId`
 * reads none).
 */
export async function chatList(db: Db, me: number, limit: number, userId = 0) {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = chatListQuery(db)));
  const rows = await query.execute({ me, limit, user: userId });
  // Only the marker row has a version (member_changes.chats is not null).
  const markerRow = rows.find((r) => r.version !== null);
  const list = rows
    .filter((r) => r !== markerRow)
    .sort((x, y) => y.at.getTime() - x.at.getTime() || y.conversationId - x.conversationId);
  return { rows: list, version: markerRow?.version ?? null };
}
