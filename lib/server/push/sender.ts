import 'server-only';
import webpush, { WebPushError } from 'web-push';
import { env } from '@/lib/env';
import { getDb, type Db } from '@/lib/server/db/client';
import type { Job } from '@/lib/server/job-runner';
import { log } from '@/lib/server/log';
import { countPushFailure } from '@/lib/server/metrics/registry';
import { isBlockedEitherWay } from '@/lib/server/blocks/service';
import { likeExists, matchExists } from '@/lib/server/likes/repo';
import { findSiteById } from '@/lib/server/sites/repo';
import { siteOrigin } from '@/lib/server/sites/urls';
import { vapidKeys } from '@/lib/server/sites/vapid';
import { defaultLocale, localeFromLanguage } from '@/lib/i18n/locales';
import { pushContent, type PushPayload } from './content';
import { isAllowedPushEndpoint, testPushAgent } from './endpoint';
import * as repo from './repo';

/** Attempts per push (the first and four retries). */
export const PUSH_MAX_ATTEMPTS = 5;
/** At most one push per device and conversation in this period. */
export const PUSH_CONVERSATION_PERIOD_MS = 60_000;
const LEASE_MS = 2 * 60_000;
const BATCH = 20;
const MAX_PER_RUN = 1_000;
/** A push service that does not answer within this is a failed attempt (retried). */
const SEND_TIMEOUT_MS = 15_000;
/** How long a push service keeps a push for a device that is offline. */
const TTL_SECONDS = 24 * 3600;

/** Backoff before attempt n+1: 30 s, 1, 2, 4 min… capped at 30 min, with up to 20 % jitter. */
export function retryDelayMs(attempt: number, random = Math.random): number {
  const base = Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 30 * 60_000);
  return Math.round(base * (1 + 0.2 * random()));
}

type Outcome = { status: 'sent' } | { status: 'skipped'; why: string } | { status: 'gone' };

/** What to send for one row, or why not: the rules are checked when sending, not when queueing. */
async function build(db: Db, row: repo.PushRow): Promise<{ payload: PushPayload; siteId: number } | string> {
  const user = await repo.recipientOf(db, row.userId);
  if (!user || user.status === 'deleted' || user.profileId === null) return 'no_member';
  // A setting missing from an older row counts as on, as on the /notifications page.
  const settings = user.notificationSettings;
  const locale = localeFromLanguage(user.language) ?? defaultLocale;
  if (row.kind === 'message') {
    if (settings.messages === false) return 'messages_off';
    const msg = await repo.messageForPush(db, row.refId, user.profileId);
    if (!msg) return 'message_gone';
    if (await isBlockedEitherWay(db, msg.senderId, user.profileId)) return 'blocked';
    // Read already: the member had the conversation open and saw it.
    if ((msg.unread ?? 0) === 0) return 'seen';
    if (!(await repo.takeThrottleSlot(db, row.subscriptionId, msg.conversationId, PUSH_CONVERSATION_PERIOD_MS)))
      return 'throttled';
    const payload = await pushContent(locale, {
      kind: 'message',
      conversationId: msg.conversationId,
      senderName: msg.senderName,
      messageKind: msg.kind,
      body: msg.body,
    });
    return { payload, siteId: user.siteId };
  }
  if (settings.likes === false) return 'likes_off';
  const other = row.refId;
  if (await isBlockedEitherWay(db, other, user.profileId)) return 'blocked';
  const still =
    row.kind === 'match' ? await matchExists(db, other, user.profileId) : await likeExists(db, other, user.profileId);
  if (!still) return 'withdrawn';
  const name = await repo.profileName(db, other);
  if (name === undefined) return 'profile_gone';
  const payload = await pushContent(locale, { kind: row.kind === 'match' ? 'match' : 'like', profileId: other, name });
  return { payload, siteId: user.siteId };
}

async function deliver(db: Db, row: repo.PushRow): Promise<Outcome> {
  const sub = await repo.findSubscription(db, row.subscriptionId);
  if (!sub) return { status: 'gone' };
  // Checked again when sending: a row stored before a rule changed must not reach a bad host.
  if (!isAllowedPushEndpoint(sub.endpoint)) {
    await repo.deleteSubscriptionById(db, sub.id);
    return { status: 'gone' };
  }
  const built = await build(db, row);
  if (typeof built === 'string') return { status: 'skipped', why: built };
  const site = await findSiteById(db, built.siteId);
  const keys = await vapidKeys(db);
  const subject = env().VAPID_SUBJECT ?? (site?.config.supportEmail ? `mailto:${site.config.supportEmail}` : null);
  await webpush.sendNotification(
    { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
    JSON.stringify(built.payload),
    {
      vapidDetails: {
        subject: subject ?? (site ? siteOrigin(site).replace(/^http:/, 'https:') : 'mailto:noreply@localhost'),
        publicKey: keys.publicKey,
        privateKey: keys.privateKey,
      },
      TTL: TTL_SECONDS,
      urgency: row.kind === 'message' ? 'high' : 'normal',
      // A newer push of the same conversation replaces an undelivered older one at the service.
      topic: built.payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
      timeout: SEND_TIMEOUT_MS,
      agent: testPushAgent(sub.endpoint),
    },
  );
  return { status: 'sent' };
}

/** Why a send failed, for the row and the log: the status code, never the endpoint or payload. */
function failureText(err: unknown): string {
  if (err instanceof WebPushError) return `push service answered ${err.statusCode}`;
  return err instanceof Error ? `${err.name}: ${err.message}`.slice(0, 200) : 'send failed';
}

/**
 * Sends due pushes. Each batch is claimed for this sender (repo.claimPushes), so instances and
 * overlapping runs never send the same row. 404/410 from the push service: the subscription is
 * gone (deleted, with its queued rows). Other failures: retried with backoff up to
 * PUSH_MAX_ATTEMPTS, then failed. Stops between rows on shutdown.
 */
export async function drainPushes(signal?: AbortSignal): Promise<number> {
  const db = await getDb();
  await repo.failAbandoned(db, PUSH_MAX_ATTEMPTS);
  let sent = 0;
  let claimedTotal = 0;
  while (claimedTotal < MAX_PER_RUN && !signal?.aborted) {
    const claimedAt = Date.now();
    const batch = await repo.claimPushes(db, { maxAttempts: PUSH_MAX_ATTEMPTS, limit: BATCH, leaseMs: LEASE_MS });
    claimedTotal += batch.length;
    for (const [i, row] of batch.entries()) {
      if (signal?.aborted || Date.now() - claimedAt > LEASE_MS / 2) {
        await repo.releaseClaims(db, batch.slice(i));
        return sent;
      }
      try {
        const outcome = await deliver(db, row);
        if (outcome.status === 'sent') {
          await repo.markDone(db, row, 'sent');
          sent++;
        } else if (outcome.status === 'skipped') {
          await repo.markDone(db, row, 'skipped', outcome.why);
        }
      } catch (err) {
        if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) {
          // The browser dropped the subscription: forget it (its queued rows go with it).
          await repo.deleteSubscriptionById(db, row.subscriptionId);
          continue;
        }
        countPushFailure();
        const text = failureText(err);
        const permanent = err instanceof WebPushError && err.statusCode >= 400 && err.statusCode < 500 && err.statusCode !== 429;
        const retryAt =
          permanent || row.attempts >= PUSH_MAX_ATTEMPTS ? null : new Date(Date.now() + retryDelayMs(row.attempts));
        log().warn({ pushId: row.id, attempt: row.attempts, error: text, retry: Boolean(retryAt) }, 'push send failed');
        await repo.markFailed(db, row, text, retryAt);
      }
    }
    if (batch.length < BATCH) break;
  }
  return sent;
}

/** The push sender as a background job: every 5 s (due retries), and right after a push is queued. */
export const PUSH_JOB: Job = { name: 'push', everyMs: 5_000, run: (signal) => drainPushes(signal) };
