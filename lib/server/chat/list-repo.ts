import 'server-only';
import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
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
import { jsonRows, markerVersion } from '@/lib/server/db/list-sql';
import { partnerId, profileCard, type ProfileCardRow } from './repo';

// The member's profile id and user id, parameters of the prepared statement.
const ME = sql<number>`${sql.placeholder('me')}`;
const USER = sql<number>`${sql.placeholder('user')}`;

/** One chat of the list as the statement's JSON array builds it (json_build_array below). */
type ChatItem = [
  conversationId: number,
  unread: number,
  id: number,
  name: string,
  isFictional: boolean,
  premium: boolean,
  thumb: string | null,
  kind: string | null,
  body: string | null,
  createdAt: string | null,
  senderId: number | null,
  giftSlug: string | null,
];

/**
 * The member's visible chats with each one's last message, newest first, in one round trip:
 * conversation_members_list_idx (profile_id, last_message_at) walked until `limit` rows pass,
 * and per row the last message by messages_conversation_idx (a lateral join, one index probe).
 * Blocked partners (either way) and deleted accounts are left out.
 *
 * The rows come back as one JSON array (json_agg, in the list's order), one value for the driver
 * to parse instead of a dozen per chat: on PGlite, parsing each row's fields in JavaScript and
 * mapping them cost a third of the query's time (issue 10's polls). With it, by primary key in
 * the same statement, comes the member's chats marker: exactly as new as the list, so a poll's
 * ETag can come from it (lib/server/http/route.ts), also for an empty list.
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
      at: conversationMembers.lastMessageAt,
      conversationId: conversationMembers.conversationId,
      // In ChatItem's order.
      item: sql<ChatItem>`json_build_array(${conversationMembers.conversationId}, ${conversationMembers.unreadCount},
        ${profiles.id}, ${profiles.name}, ${profiles.isFictional}, ${profileCard.premium}, ${profileCard.thumb},
        ${last.kind}, ${last.body}, ${last.createdAt}, ${last.senderId}, ${last.giftSlug})`.as('item'),
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
    .limit(sql.placeholder('limit'))
    .as('chat_list');
  return db
    .select({
      items: jsonRows<ChatItem>(list.item, sql`${list.at} desc, ${list.conversationId} desc`),
      version: markerVersion(memberChanges.chats, USER),
    })
    .from(list)
    .prepare('chat_list');
}

// Prepared once per database handle (on PostgreSQL a named statement, parsed and planned once
// per connection).
const prepared = new WeakMap<Db, ReturnType<typeof chatListQuery>>();

export type ChatListRow = ProfileCardRow & {
  conversationId: number;
  unread: number;
  /** The last message; null for a conversation without one. */
  last: { kind: string; body: string; createdAt: string; senderId: number; giftSlug: string | null } | null;
};

/**
 * The list, newest first, and the chats marker of `userId` read with it (null without a marker
 * row; 0 as `userId` reads none). A last message's `createdAt` is an ISO 8601 string in UTC.
 */
export async function chatList(db: Db, me: number, limit: number, userId = 0) {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = chatListQuery(db)));
  const [{ items, version }] = await query.execute({ me, limit, user: userId });
  return { rows: items.map(toRow), version };
}

function toRow(item: ChatItem): ChatListRow {
  const [
    conversationId,
    unread,
    id,
    name,
    isFictional,
    premium,
    thumb,
    kind,
    body,
    createdAt,
    senderId,
    giftSlug,
  ] = item;
  return {
    conversationId,
    unread,
    id,
    name,
    isFictional,
    premium,
    thumb,
    // json_build_array writes a timestamptz with the session's offset: the same instant as the
    // Date a row would have given, written as toISOString does.
    last:
      kind === null
        ? null
        : { kind, body: body!, createdAt: new Date(createdAt!).toISOString(), senderId: senderId!, giftSlug },
  };
}
