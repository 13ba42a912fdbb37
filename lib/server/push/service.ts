import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/http/errors';
import type { UserRow } from '@/lib/server/accounts/repo';
import type { Site } from '@/lib/server/sites/service';
import type { PageHiddenQuery, PushSubscriptionInput } from '@/lib/schemas/push';
import { recordBounce } from './bounces';
import { isAllowedPushEndpoint } from './endpoint';
import { kickPushSender } from './queue';
import * as repo from './repo';

/** A P-256 public point (uncompressed: 0x04, x, y) and a 16-byte auth secret, or a 422. */
function checkKeys(keys: PushSubscriptionInput['keys']): void {
  const p256dh = Buffer.from(keys.p256dh, 'base64url');
  const auth = Buffer.from(keys.auth, 'base64url');
  if (p256dh.length !== 65 || p256dh[0] !== 4 || auth.length !== 16) throw new AppError('push_keys_invalid', 422);
}

/**
 * POST /api/user.php?push=1: stores this device's subscription for the member (one per device;
 * a member has as many as devices). The endpoint must be https on a known push service: the
 * server POSTs to it, and must never be made to call an internal address (422 push_endpoint_refused).
 */
export async function savePushSubscription(user: UserRow, input: PushSubscriptionInput) {
  if (!isAllowedPushEndpoint(input.endpoint)) throw new AppError('push_endpoint_refused', 422);
  checkKeys(input.keys);
  const db = await getDb();
  await repo.upsertSubscription(db, user.id, {
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
  });
  return { subscribed: true };
}

/** DELETE /api/user.php?push=1: the device unsubscribed (the push switch, or the browser dropped it). */
export async function removePushSubscription(user: UserRow, endpoint: string) {
  const db = await getDb();
  await repo.deleteSubscription(db, user.id, endpoint);
  return { subscribed: false };
}

/**
 * POST /api/page-hidden.php: the member's page was hidden, so they count as away from now on:
 * notice mails and pushes go out at once instead of waiting for the "not seen for 5 minutes"
 * rule or the open-conversation grace. With `lb` the visit is counted for bounce logging.
 */
export async function pageHidden(site: Site, user: UserRow | null, query: PageHiddenQuery, now = new Date()) {
  const db = await getDb();
  if (user) {
    await repo.setAway(db, user.id, now);
    if ((await repo.hurryPushes(db, user.id)) > 0) kickPushSender();
  }
  if (query.lb !== undefined) {
    await recordBounce(db, site, {
      source: query.source ?? query.lb,
      ms: query.ms ?? 0,
      clicked: query.clicked === '1',
      day: now,
    });
  }
  return {};
}

/** DELETE /api/page-hidden.php: a page of the member is shown again; no longer away. */
export async function pageShown(user: UserRow) {
  const db = await getDb();
  await repo.clearAway(db, user.id);
  return {};
}

/** For the notice mail (lib/server/chat/notices.ts): the member hid their pages since their last request. */
export { isAway } from './repo';
