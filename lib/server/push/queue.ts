import 'server-only';
import type { Tx } from '@/lib/server/db/client';
import { runJob } from '@/lib/server/job-runner';
import * as repo from './repo';
import { PUSH_JOB } from './sender';

/**
 * A message push waits this long: a member who has the conversation open reads the message
 * within it (the chat view marks it read while the page is visible) and gets no push. A member
 * whose page is hidden (page-hidden beacon) gets it at once.
 */
export const OPEN_CONVERSATION_GRACE_MS = 4_000;

/** Runs the sender shortly after the caller's transaction has (usually) committed. */
export function kickPushSender(delayMs = 100): void {
  setTimeout(() => void runJob(PUSH_JOB), delayMs).unref();
}

/**
 * Queues the push of a new message to every device of the receiving member, inside the send's
 * transaction. Nothing for a member without a subscription (or a fictional profile, no owner).
 */
export async function queueMessagePush(
  tx: Tx,
  input: { recipientUserId: number | null; messageId: number; conversationId: number; now: Date },
): Promise<number> {
  if (input.recipientUserId === null) return 0;
  const subs = await repo.subscriptionIdsOf(tx, input.recipientUserId);
  if (!subs.length) return 0;
  const away = await repo.isAway(tx, input.recipientUserId);
  const notBefore = new Date(input.now.getTime() + (away ? 0 : OPEN_CONVERSATION_GRACE_MS));
  await repo.insertPushes(
    tx,
    subs.map((subscriptionId) => ({
      userId: input.recipientUserId!,
      subscriptionId,
      kind: 'message',
      refId: input.messageId,
      conversationId: input.conversationId,
      notBefore,
    })),
  );
  kickPushSender(notBefore.getTime() - input.now.getTime() + 100);
  return subs.length;
}

/**
 * Queues "new like" or "new match" for the liked member, inside the like's transaction. The
 * liker sees the match on their own screen; an automatic like is fetched by the liked member's
 * own open page (auto-like.php), which shows it: neither gets a push.
 */
export async function queueLikePush(
  tx: Tx,
  input: { likedUserId: number | null; likerProfileId: number; match: boolean; source: string },
): Promise<number> {
  if (input.likedUserId === null || input.source === 'auto') return 0;
  const subs = await repo.subscriptionIdsOf(tx, input.likedUserId);
  if (!subs.length) return 0;
  await repo.insertPushes(
    tx,
    subs.map((subscriptionId) => ({
      userId: input.likedUserId!,
      subscriptionId,
      kind: input.match ? 'match' : 'like',
      refId: input.likerProfileId,
    })),
  );
  kickPushSender();
  return subs.length;
}
