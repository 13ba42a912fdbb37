import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { notFound } from '@/lib/server/http/errors';
import type { UserRow } from '@/lib/server/accounts/repo';
import { assertNotBlocked } from '@/lib/server/blocks/service';
import { actingProfileId, viewerFor } from '@/lib/server/profiles/viewer';
import type { Site } from '@/lib/server/sites/service';
import {
  CHATS_LIST_MAX,
  MESSAGES_PAGE_DEFAULT,
  type ChatGift,
  type ChatsData,
  type MessageKind,
  type MessagesPage,
} from '@/lib/schemas/chat';
import { previewBody, toChatGift, toChatMessage, toChatProfile } from './dto';
import { emitChatEvent } from './events';
import * as repo from './repo';
import { chatList } from './list-repo';

export { sendMessage } from './send';
export { emitChatEvent, onMessage, type ChatEvent } from './events';

/**
 * GET /api/chats.php: the member's conversations newest first (at most CHATS_LIST_MAX), hidden
 * and blocked ones left out, with the partner and the last message. Two queries whatever the
 * number of conversations: the list (by index) and its last messages by id.
 */
/**
 * `profileId`: the member's own profile when the caller has it (the session lookup reads it, the
 * polls' session cache remembers it); then `user` is not read and may be null.
 */
export async function listChats(site: Site, user: UserRow | null, profileId?: number | null): Promise<ChatsData> {
  const db = await getDb();
  const me = profileId !== undefined ? profileId : user ? (await viewerFor(db, user)).profileId : null;
  if (me === null) return { chats: [] };
  return toChatsData(site, me, (await chatList(db, me, CHATS_LIST_MAX)).rows);
}

/**
 * The list of a poll whose session the instance remembers (GET /api/chats.php), with the
 * member's chats marker read in the same statement: `version` is null when the member has no
 * marker row.
 */
export async function listChatsVersioned(
  site: Site,
  userId: number,
  profileId: number,
): Promise<{ data: ChatsData; version: number | null }> {
  const { rows, version } = await chatList(await getDb(), profileId, CHATS_LIST_MAX, userId);
  return { data: toChatsData(site, profileId, rows), version };
}

function toChatsData(site: Site, me: number, rows: Awaited<ReturnType<typeof chatList>>['rows']): ChatsData {
  return {
    chats: rows.map((r) => ({
      conversation: { id: r.conversationId },
      profile: toChatProfile(r, site.cdnPrefix),
      num_unread_messages: r.unread,
      last_message: r.last?.kind
        ? {
            kind: r.last.kind as MessageKind,
            body: previewBody(r.last, r.last.giftSlug === null ? null : { slug: r.last.giftSlug }),
            created_at: r.last.createdAt,
            mine: r.last.senderId === me,
          }
        : null,
    })),
  };
}

/**
 * GET /api/chat.php?id=&before=: a page of messages, oldest → newest; 404 for a non-member.
 * A block either way closes the conversation for both (403 blocked / you_blocked {name}, as
 * sending does): nothing is deleted, and lifting the block brings it back (docs/decisions.md).
 */
export async function getMessages(
  site: Site,
  user: UserRow,
  conversationId: number,
  opts: { before?: number; limit?: number } = {},
): Promise<MessagesPage> {
  const db = await getDb();
  const me = (await viewerFor(db, user)).profileId;
  const membership = me === null ? undefined : await repo.findMembership(db, conversationId, me);
  if (!membership || me === null) throw notFound('conversation_not_found');
  await assertNotBlocked(db, me, membership.id);
  const limit = opts.limit ?? MESSAGES_PAGE_DEFAULT;
  // One extra row tells whether older messages exist.
  const rows = await repo.messagePage(db, conversationId, opts.before, limit + 1);
  const page = rows.slice(0, limit).reverse();
  return {
    conversation: {
      id: conversationId,
      profile: toChatProfile(membership, site.cdnPrefix),
      num_unread_messages: membership.unread,
    },
    messages: page.map((r) => toChatMessage(r, me, site.cdnPrefix)),
    has_more: rows.length > limit,
  };
}

/**
 * PUT /api/chat.php {id}: opening a conversation sets its unread count to 0 (spec §4) and tells
 * the partner (`read` event). Refused across a block like reading (no read notice to a blocker).
 */
export async function openConversation(user: UserRow, conversationId: number) {
  const db = await getDb();
  const me = (await viewerFor(db, user)).profileId;
  const membership = me === null ? undefined : await repo.findMembership(db, conversationId, me);
  if (!membership || me === null) throw notFound('conversation_not_found');
  await assertNotBlocked(db, me, membership.id);
  await repo.markRead(db, conversationId, me);
  if (membership.unread > 0)
    emitChatEvent({ type: 'read', conversationId, toProfileId: membership.id, fromProfileId: me });
  return { conversation: { id: conversationId }, num_unread_messages: 0 };
}

/**
 * DELETE /api/chat.php?id= | ?profile_id=: hides the conversation for this member only (the
 * partner keeps it; a new message shows it again). By profile: every conversation with it.
 */
export async function deleteConversation(
  user: UserRow,
  target: { conversationId: number } | { profileId: number },
): Promise<{ deleted: number[] }> {
  const db = await getDb();
  const me = actingProfileId(await viewerFor(db, user));
  const ids =
    'conversationId' in target
      ? (await repo.findMembership(db, target.conversationId, me))
        ? [target.conversationId]
        : []
      : await repo.conversationsWith(db, me, target.profileId);
  const deleted = await repo.hideConversations(db, me, ids);
  if (!deleted.length) throw notFound('conversation_not_found');
  return { deleted };
}

/** GET /api/gifts.php: the active gifts with their prices, cheapest first (seed order). */
export async function listGifts(): Promise<{ gifts: ChatGift[] }> {
  return { gifts: (await repo.listActiveGifts(await getDb())).map(toChatGift) };
}
