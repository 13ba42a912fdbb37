import 'server-only';
import { getDb, type Tx } from '@/lib/server/db/client';
import { AppError, notFound } from '@/lib/server/http/errors';
import type { UserRow } from '@/lib/server/accounts/repo';
import { assertNotBlocked } from '@/lib/server/blocks/service';
import { spendCredits } from '@/lib/server/credits/service';
import { actingProfileId, viewerFor } from '@/lib/server/profiles/viewer';
import type { Site } from '@/lib/server/sites/service';
import type { SendMessageInput, SendResult } from '@/lib/schemas/chat';
import { toChatMessage } from './dto';
import { emitChatEvent } from './events';
import { maybeNotify } from './notices';
import { queueMessagePush } from '@/lib/server/push/queue';
import { messagesByIds } from './repo';
import * as q from './send-repo';

type Prepared = { cost: number; body: string; photoId: number | null; giftId: number | null; reason: string };

/** What the message is and what it costs before any free-member allowance (docs/decisions.md). */
async function prepare(tx: Tx, site: Site, me: number, input: SendMessageInput): Promise<Prepared> {
  const c = site.config;
  if (input.kind === 'text') {
    const body = (input.body ?? '').trim();
    if (!body) throw new AppError('message_empty', 422);
    if (body.length > c.messageLength) throw new AppError('message_too_long', 422, { max: c.messageLength });
    return { cost: c.messageCredits, body, photoId: null, giftId: null, reason: 'message' };
  }
  if (input.kind === 'image') {
    const photo = await q.findOwnPhoto(tx, input.photo_id!, me);
    if (!photo || photo.status === 'rejected') throw notFound('photo_not_found');
    // Only an approved photo may go out: a pending one would reach the partner unmoderated.
    if (photo.status !== 'active') throw new AppError('photo_pending', 409);
    return { cost: c.photoCredits, body: '', photoId: photo.id, giftId: null, reason: 'photo' };
  }
  const gift = await q.findGift(tx, input.gift_id!);
  if (!gift || !gift.active) throw notFound('gift_not_found');
  // The gift's own price wins; gift_credits prices gifts that have none (credits 0).
  return {
    cost: gift.credits > 0 ? gift.credits : c.giftCredits,
    body: '',
    photoId: null,
    giftId: gift.id,
    reason: 'gift',
  };
}

const visibleOn = (t: { status: string; siteId: number | null }, site: Site) =>
  t.status === 'active' && (t.siteId === null || t.siteId === site.id);

/**
 * POST /api/chat.php. One transaction: sender row locked (a member's sends take turns), client
 * key looked up (a retry returns the stored message, charged once), the rules (see
 * docs/api.md for each refusal), the conversation created on the first message, the message,
 * the ledger debit, the unread counts and the notice mail. The live event goes after commit.
 */
export async function sendMessage(
  site: Site,
  user: UserRow,
  input: SendMessageInput & { client_key: string },
): Promise<SendResult> {
  const db = await getDb();
  const me = actingProfileId(await viewerFor(db, user));
  const now = new Date();
  const out = await db.transaction(async (tx) => {
    const sender = await q.lockSender(tx, user.id);
    const existing = await q.findByClientKey(tx, me, input.client_key);
    if (existing !== undefined) return { messageId: existing, balance: sender.credits, event: null };

    if (input.profile_id === me) throw new AppError('chat_self', 422);
    let conv = input.conversation_id
      ? await q.findConversation(tx, input.conversation_id)
      : await q.findPair(tx, me, input.profile_id!);
    if (input.conversation_id && (!conv || (conv.profileA !== me && conv.profileB !== me)))
      throw notFound('conversation_not_found');
    const targetId = conv ? (conv.profileA === me ? conv.profileB : conv.profileA) : input.profile_id!;
    const target = await q.findTarget(tx, targetId);
    if (!target || target.userStatus === 'deleted') throw notFound('profile_not_found');
    // Spec §6: an unconfirmed member can write, but cannot be answered until they confirm.
    if (conv && target.userStatus === 'not_confirmed')
      throw new AppError('partner_unconfirmed', 403, { name: target.name });
    if (!visibleOn(target, site)) throw notFound('profile_not_found');
    await assertNotBlocked(tx, me, targetId);

    const p = await prepare(tx, site, me, input);
    if (!sender.paidUser) {
      if (!conv && (await q.countStarted(tx, me)) >= site.config.freeConversations)
        throw new AppError('conversation_limit', 402, { limit: site.config.freeConversations });
      if (input.kind === 'text' && (await q.countFreeMessages(tx, me)) < site.config.freeMessages) p.cost = 0;
    }
    conv ??= await q.createConversation(tx, me, targetId, now);
    const messageId = await q.insertMessage(tx, {
      conversationId: conv.id,
      senderId: me,
      kind: input.kind,
      body: p.body,
      photoId: p.photoId,
      giftId: p.giftId,
      creditsSpent: p.cost,
      clientKey: input.client_key,
      createdAt: now,
    });
    let balance = sender.credits;
    if (p.cost > 0) {
      try {
        balance = await spendCredits(tx, {
          userId: user.id,
          amount: p.cost,
          reason: p.reason,
          refType: 'message',
          refId: String(messageId),
        });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        // A free member is asked to buy credits; a premium member is told the balance is short.
        const code = sender.paidUser ? 'insufficient_credits' : 'credits_required';
        throw new AppError(code, 402, { needed: p.cost, balance: sender.credits });
      }
    }
    const lastNoticeAt = await q.touchMembers(tx, conv.id, me, targetId, now);
    if (target.userId !== null && !target.isFictional) {
      await maybeNotify(tx, {
        site,
        recipientUserId: target.userId,
        recipientName: target.name,
        senderName: await q.profileName(tx, me),
        conversationId: conv.id,
        recipientProfileId: targetId,
        lastNoticeAt,
        now,
      });
      // The push to the member's devices, sent by the push job after commit (never in this request).
      await queueMessagePush(tx, { recipientUserId: target.userId, messageId, conversationId: conv.id, now });
    }
    return { messageId, balance, event: { conversationId: conv.id, toProfileId: targetId } };
  });
  if (out.event)
    emitChatEvent({ type: 'message', ...out.event, fromProfileId: me, messageId: out.messageId });
  const [row] = await messagesByIds(db, [out.messageId]);
  const message = toChatMessage(row, me, site.cdnPrefix);
  return { message, balance: out.balance, conversation_id: message.conversation_id };
}
