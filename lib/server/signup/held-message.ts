import 'server-only';
import type { Tx } from '@/lib/server/db/client';
import * as repo from './repo';

/**
 * Delivers the free message a signup wrote to a member, held until now: call it where a
 * member's e-mail address has just been confirmed (activation link, reset link, e-mail change),
 * in that transaction. Taking the held row is one DELETE … RETURNING, so two activation clicks
 * at once deliver it once; the message's fixed client key is a second guard. The target is
 * checked again: it may have been disabled or deleted while the mail was unread.
 */
export async function deliverHeldSignupMessage(tx: Tx, siteId: number, userId: number): Promise<boolean> {
  const held = await repo.takeHeldMessage(tx, userId);
  if (!held) return false;
  const from = await repo.findProfileIdOf(tx, userId);
  const target = await repo.findMessageTarget(tx, siteId, held.toProfileId);
  if (!from || !target || target.id === from) return false;
  return repo.deliverMessage(tx, { from, to: target.id, body: held.body, at: new Date() });
}
