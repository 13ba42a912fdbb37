// Web push end to end: POST /api/user.php?push=1 stores a device's subscription (known push
// services only), news (a message, a like, a match) is queued in its transaction and sent by the
// push job with web-push to a local HTTPS push service, which checks the VAPID JWT and decrypts the
// aes128gcm payload with the subscription's keys. 404/410 remove the subscription; other failures
// are retried with backoff; the rules (settings, blocks, read, one per conversation per minute)
// are checked when sending.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE as USER_DELETE, POST as USER_POST } from '@/app/api/user.php/route';
import { POST as LIKE } from '@/app/api/like.php/route';
import { getDb } from '@/lib/server/db/client';
import { blocks, likes, pushOutbox, pushSubscriptions, users } from '@/lib/server/db/schema';
import { runJob } from '@/lib/server/job-runner';
import { allowTestPushOrigin } from '@/lib/server/push/endpoint';
import { drainPushes, PUSH_JOB, retryDelayMs } from '@/lib/server/push/sender';
import { vapidKeys } from '@/lib/server/sites/vapid';
import { metrics } from '@/lib/server/metrics/registry';
import { apiRequest, callRoute, createSite } from '../setup/fixtures';
import { chatMember, fictionalProfile, markRead, text, type ChatMember } from './support/chat';
import { replyAsFictional } from '@/lib/server/chat/operator';
import { pageHidden } from './support/push';
import {
  browserSubscription,
  checkVapid,
  decryptPush,
  startPushService,
  type FakePushService,
} from './support/push-service';

let siteId: number;
let service: FakePushService;
let undo: () => void;

beforeAll(async () => {
  siteId = (await createSite()).id;
  service = await startPushService();
  undo = allowTestPushOrigin(service.origin, service.cert);
});

afterAll(async () => {
  undo();
  await service.close();
});

const subscribe = (cookie: string | undefined, body: unknown, query = '?push=1') =>
  callRoute(USER_POST, apiRequest('POST', `http://localhost/api/user.php${query}`, { cookie, body }));
const unsubscribe = (cookie: string, endpoint: string) =>
  callRoute(USER_DELETE, apiRequest('DELETE', 'http://localhost/api/user.php?push=1', { cookie, body: { endpoint } }));
const like = (cookie: string, profileId: number) =>
  callRoute(LIKE, apiRequest('POST', 'http://localhost/api/like.php', { cookie, body: { profile_id: profileId } }));

let device = 0;
/** A subscribed device of the member (its endpoint on the local push service). */
async function subscribedDevice(m: ChatMember) {
  const sub = browserSubscription(`${service.origin}/push/device-${++device}`);
  const res = await subscribe(m.cookie, sub.json);
  expect(res.status).toBe(200);
  expect(res.json).toEqual({ subscribed: true });
  return { ...sub, path: `/push/device-${device}` };
}

/** Runs the push job (and a rerun if a kicked run was in progress) and returns what arrived at `path`. */
async function deliveredTo(path: string) {
  await runJob(PUSH_JOB);
  return service.received.filter((r) => r.path === path);
}

async function rowsOf(userId: number) {
  return (await getDb()).select().from(pushOutbox).where(eq(pushOutbox.userId, userId)).orderBy(pushOutbox.id);
}

/** Pushes waiting for the open-conversation grace are due now (the test does not wait 4 s). */
async function dueNow(userId: number) {
  await (await getDb()).update(pushOutbox).set({ notBefore: sql`now()` }).where(eq(pushOutbox.userId, userId));
}

describe('subscriptions (POST/DELETE /api/user.php?push=1)', () => {
  it('stores a subscription per member and device, and is never a login attempt', async () => {
    const ann = await chatMember(siteId);
    const a = browserSubscription('https://fcm.googleapis.com/fcm/send/abc-1');
    const b = browserSubscription('https://updates.push.services.mozilla.com/wpush/v2/xyz');
    expect((await subscribe(ann.cookie, a.json)).status).toBe(200);
    expect((await subscribe(ann.cookie, b.json)).status).toBe(200);
    // The same device again: still one row.
    expect((await subscribe(ann.cookie, a.json)).status).toBe(200);
    const rows = await (await getDb()).select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, ann.user.id));
    expect(rows.map((r) => r.endpoint).sort()).toEqual([a.json.endpoint, b.json.endpoint].sort());

    // Logged out: 403 auth_required, not the login handler's answer.
    const anon = await subscribe(undefined, a.json);
    expect(anon.status).toBe(403);
    expect(anon.json).toMatchObject({ error: 'auth_required' });

    const del = await unsubscribe(ann.cookie, a.json.endpoint);
    expect(del.status).toBe(200);
    expect(del.json).toEqual({ subscribed: false });
    const left = await (await getDb()).select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, ann.user.id));
    expect(left.map((r) => r.endpoint)).toEqual([b.json.endpoint]);
  });

  it.each([
    ['plain http', 'http://fcm.googleapis.com/fcm/send/x'],
    ['loopback', 'https://127.0.0.1/push'],
    ['localhost', 'https://localhost/push'],
    ['private address', 'https://10.0.0.5/push'],
    ['cloud metadata', 'https://169.254.169.254/latest/meta-data'],
    ['IPv6 loopback', 'https://[::1]/push'],
    ['unknown host', 'https://push.example.com/x'],
    ['look-alike host', 'https://fcm.googleapis.com.evil.test/x'],
    ['another port', 'https://fcm.googleapis.com:8443/x'],
    ['credentials', 'https://user:pw@fcm.googleapis.com/x'],
  ])('refuses an endpoint that is not a known push service: %s', async (_label, endpoint) => {
    const m = await chatMember(siteId);
    const res = await subscribe(m.cookie, browserSubscription(endpoint).json);
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ error: 'push_endpoint_refused' });
    const rows = await (await getDb()).select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, m.user.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses keys that are not a P-256 point and a 16-byte secret, and a bad ?push value', async () => {
    const m = await chatMember(siteId);
    const sub = browserSubscription('https://fcm.googleapis.com/fcm/send/k');
    const badPoint = { ...sub.json, keys: { ...sub.json.keys, p256dh: 'A'.repeat(87) } };
    expect((await subscribe(m.cookie, badPoint)).json).toMatchObject({ error: 'push_keys_invalid' });
    const missing = { endpoint: sub.json.endpoint };
    expect((await subscribe(m.cookie, missing)).status).toBe(422);
    expect((await subscribe(m.cookie, sub.json, '?push=yes')).status).toBe(422);
  });
});

describe('delivery through a real push service protocol', () => {
  it('a message arrives encrypted, with a valid VAPID JWT, the sender name and a preview in the member language', async () => {
    const ann = await chatMember(siteId, { name: 'Ann' });
    const ben = await chatMember(siteId, { name: 'Ben', credits: 5, paid: true });
    await (await getDb()).update(users).set({ language: 'de' }).where(eq(users.id, ann.user.id));
    const dev = await subscribedDevice(ann);
    expect((await pageHidden(ann.cookie)).status).toBe(200); // away: no open-conversation grace
    const sent = await text(ben.cookie, { profile_id: ann.profileId }, 'Hallo Ann, wie geht es dir heute?');
    expect(sent.status).toBe(200);

    const [push] = await deliveredTo(dev.path);
    expect(push).toBeDefined();
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    expect(push.headers.urgency).toBe('high');
    const vapid = checkVapid(push.headers.authorization as string, service.origin);
    expect(vapid.key).toBe((await vapidKeys(await getDb())).publicKey);
    const payload = JSON.parse(decryptPush(push.body, dev));
    expect(payload).toEqual({
      type: 'message',
      title: 'Neue Nachricht von Ben',
      body: 'Hallo Ann, wie geht es dir heute?',
      url: `/de/chats/${sent.json.conversation_id}`,
      tag: `chat-${sent.json.conversation_id}`,
      conversation_id: sent.json.conversation_id,
    });
    expect((await rowsOf(ann.user.id)).map((r) => r.status)).toEqual(['sent']);
  });

  it('a like and a match arrive as their own notifications, on every device of the member', async () => {
    const ann = await chatMember(siteId, { name: 'Ann' });
    const carl = await chatMember(siteId, { name: 'Carl' });
    const dora = await chatMember(siteId, { name: 'Dora' });
    const phone = await subscribedDevice(ann);
    const laptop = await subscribedDevice(ann);

    expect((await like(carl.cookie, ann.profileId)).status).toBe(200);
    for (const dev of [phone, laptop]) {
      const [push] = await deliveredTo(dev.path);
      checkVapid(push.headers.authorization as string, service.origin);
      expect(JSON.parse(decryptPush(push.body, dev))).toMatchObject({
        type: 'like',
        title: 'New like!',
        body: 'Carl liked you',
        url: '/likes/received',
      });
    }

    // Ann liked Dora first; Dora's like back makes the match Ann hears about.
    expect((await like(ann.cookie, dora.profileId)).status).toBe(200);
    expect((await like(dora.cookie, ann.profileId)).json).toMatchObject({ match: true });
    const pushes = await deliveredTo(phone.path);
    const match = JSON.parse(decryptPush(pushes[pushes.length - 1].body, phone));
    expect(match).toEqual({
      type: 'match',
      title: "It's a match!",
      body: 'You and Dora like each other',
      url: `/likes/m/${dora.profileId}`,
      tag: `match-${dora.profileId}`,
      profile_id: dora.profileId,
    });
  });

  it('410 from the push service removes the subscription', async () => {
    const ann = await chatMember(siteId);
    const carl = await chatMember(siteId, { name: 'Carl' });
    const dev = await subscribedDevice(ann);
    service.answer.set(dev.path, 410);
    await like(carl.cookie, ann.profileId);
    expect(await deliveredTo(dev.path)).toHaveLength(1);
    const subs = await (await getDb()).select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, ann.user.id));
    expect(subs).toHaveLength(0);
    expect(await rowsOf(ann.user.id)).toHaveLength(0); // its queued rows went with it
  });

  it('a failing push service: counted, retried later with backoff, then failed after 5 attempts', async () => {
    const ann = await chatMember(siteId);
    const carl = await chatMember(siteId, { name: 'Carl' });
    const dev = await subscribedDevice(ann);
    service.answer.set(dev.path, 503);
    const failuresBefore = (await metrics().pushFailures.get()).values[0]?.value ?? 0;
    await like(carl.cookie, ann.profileId);
    expect(await deliveredTo(dev.path)).toHaveLength(1);
    let [row] = await rowsOf(ann.user.id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'push service answered 503' });
    expect(row.notBefore.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect((await metrics().pushFailures.get()).values[0]?.value).toBe(failuresBefore + 1);
    for (let i = 2; i <= 5; i++) {
      await dueNow(ann.user.id);
      await deliveredTo(dev.path);
    }
    [row] = await rowsOf(ann.user.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 5 });
    expect(service.received.filter((r) => r.path === dev.path)).toHaveLength(5);
    // The subscription stays: only 404/410 mean the browser dropped it.
    expect(await (await getDb()).select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, ann.user.id))).toHaveLength(1);
  });

  it('backoff doubles from 30 s up to 30 min', () => {
    const none = () => 0;
    expect([1, 2, 3, 4, 10].map((n) => retryDelayMs(n, none))).toEqual([30_000, 60_000, 120_000, 240_000, 1_800_000]);
    expect(retryDelayMs(1, () => 1)).toBe(36_000);
  });
});

describe('several senders', () => {
  it('two senders draining at the same moment send each push once (claims with a lease, SKIP LOCKED)', async () => {
    const ann = await chatMember(siteId);
    const dev = await subscribedDevice(ann);
    const likers = await Promise.all(Array.from({ length: 8 }, (_, i) => chatMember(siteId, { name: `Liker${i}` })));
    // Queued without the kicked job running first: insert the rows as the like transaction does.
    const db = await getDb();
    const [sub] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, ann.user.id));
    await db.insert(pushOutbox).values(
      likers.map((l) => ({ userId: ann.user.id, subscriptionId: sub.id, kind: 'like', refId: l.profileId })),
    );
    await db.insert(likes).values(likers.map((l) => ({ likerId: l.profileId, likedId: ann.profileId, source: 'like' })));
    const before = service.received.filter((r) => r.path === dev.path).length;
    const [a, b] = await Promise.all([drainPushes(), drainPushes()]);
    expect(a + b).toBe(8);
    expect(service.received.filter((r) => r.path === dev.path).length - before).toBe(8);
    expect((await rowsOf(ann.user.id)).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});

describe('rules checked when sending', () => {
  it('a message read within the grace (the conversation was open) is not pushed', async () => {
    const ann = await chatMember(siteId);
    const ben = await chatMember(siteId, { credits: 5, paid: true });
    const dev = await subscribedDevice(ann);
    const sent = await text(ben.cookie, { profile_id: ann.profileId }, 'Are you there?');
    const [queued] = await rowsOf(ann.user.id);
    // Not away: the push waits a few seconds for the open conversation to read it.
    expect(queued.notBefore.getTime()).toBeGreaterThan(queued.createdAt.getTime() + 3_000);
    expect((await markRead(ann.cookie, sent.json.conversation_id)).status).toBe(200);
    await dueNow(ann.user.id);
    expect(await deliveredTo(dev.path)).toHaveLength(0);
    expect(await rowsOf(ann.user.id)).toMatchObject([{ status: 'skipped', lastError: 'seen' }]);
  });

  it('at most one push per conversation per minute', async () => {
    const ann = await chatMember(siteId);
    const ben = await chatMember(siteId, { credits: 5, paid: true });
    const dev = await subscribedDevice(ann);
    await pageHidden(ann.cookie);
    const first = await text(ben.cookie, { profile_id: ann.profileId }, 'one');
    await deliveredTo(dev.path);
    await text(ben.cookie, { conversation_id: first.json.conversation_id }, 'two');
    await text(ben.cookie, { conversation_id: first.json.conversation_id }, 'three');
    expect(await deliveredTo(dev.path)).toHaveLength(1);
    expect((await rowsOf(ann.user.id)).map((r) => r.lastError ?? r.status)).toEqual(['sent', 'throttled', 'throttled']);
  });

  it('no push when the member turned that kind off, or after a block', async () => {
    const ann = await chatMember(siteId);
    const ben = await chatMember(siteId, { credits: 5, paid: true });
    const carl = await chatMember(siteId);
    const dev = await subscribedDevice(ann);
    await pageHidden(ann.cookie);
    const db = await getDb();
    await db
      .update(users)
      .set({ notificationSettings: { messages: false, likes: true, news: false } })
      .where(eq(users.id, ann.user.id));
    await text(ben.cookie, { profile_id: ann.profileId }, 'muted');
    await like(carl.cookie, ann.profileId);
    await db.insert(blocks).values({ blockerId: ann.profileId, blockedId: carl.profileId });
    expect(await deliveredTo(dev.path)).toHaveLength(0);
    const rows = await rowsOf(ann.user.id);
    expect(rows.map((r) => r.lastError)).toEqual(['messages_off', 'blocked']);
  });

  it('an operator reply from a fictional profile is pushed too; a member without devices queues nothing', async () => {
    const ann = await chatMember(siteId, { credits: 5, paid: true });
    const fiona = await fictionalProfile('Fiona');
    const dev = await subscribedDevice(ann);
    await pageHidden(ann.cookie);
    const sent = await text(ann.cookie, { profile_id: fiona.id }, 'hello Fiona');
    expect(sent.status).toBe(200);
    await replyAsFictional(sent.json.conversation_id, 'Hi Ann!');
    const [push] = await deliveredTo(dev.path);
    expect(JSON.parse(decryptPush(push.body, dev))).toMatchObject({ title: 'New message from Fiona', body: 'Hi Ann!' });

    const ben = await chatMember(siteId, { credits: 5, paid: true });
    const carl = await chatMember(siteId);
    await text(ben.cookie, { profile_id: carl.profileId }, 'hi');
    expect(await rowsOf(carl.user.id)).toHaveLength(0);
  });
});
