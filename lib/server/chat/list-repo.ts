import 'server-only';
import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import {
  conversationMembers,
  conversations,
  gifts,
  messages,
  photos,
  profiles,
  users,
} from '@/lib/server/db/schema';
import { notBlockedSql } from '@/lib/server/blocks/service';
import { partnerId, profileCard } from './repo';

// The member's profile id, a parameter of the prepared statement.
const ME = sql<number>`${sql.placeholder('me')}`;

/**
 * The member's visible chats with each one's last message, newest first, in one round trip:
 * conversation_members_list_idx (profile_id, last_message_at) walked until `limit` rows pass,
 * and per row the last message by messages_conversation_idx (a lateral join, one index probe).
 * Blocked partners (either way) and deleted accounts are left out.
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
  return db
    .select({
      conversationId: conversationMembers.conversationId,
      unread: conversationMembers.unreadCount,
      ...profileCard,
      last: {
        kind: last.kind,
        body: last.body,
        createdAt: last.createdAt,
        senderId: last.senderId,
        giftSlug: last.giftSlug,
      },
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
    .prepare('chat_list');
}

// Prepared once per database handle (on PostgreSQL a named statement, parsed and planned once
// per connection).
const prepared = new WeakMap<Db, ReturnType<typeof chatListQuery>>();

export async function chatList(db: Db, me: number, limit: number) {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = chatListQuery(db)));
  return query.execute({ me, limit });
}
