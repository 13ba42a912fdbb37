// The SMTP provider's webhook as the provider calls it: a signed JSON array of events
// (POST /api/mail-events.php), and the authorization matrix's check for it.
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { resetEnvCache } from '@/lib/env';
import { getDb } from '@/lib/server/db/client';
import { mailEvents, users } from '@/lib/server/db/schema';
import { signMailEvents } from '@/lib/server/mail/webhook-signature';
import { apiRequest, callRoute } from '../../setup/fixtures';
import { changes, type AuthzWorld } from './fuzz-authz';

export const MAIL_SECRET = 'test-mail-webhook-secret-0123456789';

/** Runs `fn` with MAIL_WEBHOOK_SECRET set (or unset with null), restoring it after. */
export async function withMailSecret<T>(secret: string | null, fn: () => Promise<T>): Promise<T> {
  const before = process.env.MAIL_WEBHOOK_SECRET;
  if (secret === null) delete process.env.MAIL_WEBHOOK_SECRET;
  else process.env.MAIL_WEBHOOK_SECRET = secret;
  resetEnvCache();
  try {
    return await fn();
  } finally {
    if (before === undefined) delete process.env.MAIL_WEBHOOK_SECRET;
    else process.env.MAIL_WEBHOOK_SECRET = before;
    resetEnvCache();
  }
}

let seq = 0;
/** A unique provider event id. */
export const eventId = () => `evt-${Date.now()}-${++seq}`;

export function hardBounce(email: string, id = eventId()) {
  return {
    id,
    type: 'bounce',
    bounce: 'hard',
    email,
    detail: '550 5.1.1 user unknown',
    timestamp: new Date().toISOString(),
  };
}

export function spamComplaint(email: string, id = eventId()) {
  return { id, type: 'complaint', email, timestamp: new Date().toISOString() };
}

type SendOptions = {
  secret?: string;
  /** Unix seconds; default now. */
  timestamp?: number;
  /** Overrides the computed signature header (null: none). */
  signature?: string | null;
  /** Leaves out the timestamp header. */
  noTimestamp?: boolean;
};

/** POSTs the raw body as the provider would, signed with the secret unless told otherwise. */
export async function sendMailEvents(body: unknown, opts: SendOptions = {}) {
  const { POST } = await import('@/app/api/mail-events.php/route');
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const timestamp = opts.timestamp ?? Math.floor(Date.now() / 1000);
  const signature =
    opts.signature === undefined
      ? signMailEvents(opts.secret ?? MAIL_SECRET, timestamp, raw)
      : opts.signature;
  const headers: Record<string, string> = { 'x-heartline-peer': '192.0.2.25' };
  if (!opts.noTimestamp) headers['x-heartline-timestamp'] = String(timestamp);
  if (signature !== null) headers['x-heartline-signature'] = signature;
  const req = apiRequest('POST', 'http://localhost/api/mail-events.php', { body: raw, headers });
  // A provider is no browser: no Sec-Fetch-Site, no Origin.
  req.headers.delete('sec-fetch-site');
  return callRoute(POST, req);
}

export async function reasonsOf(userId: number): Promise<string[]> {
  const [row] = await (
    await getDb()
  )
    .select({ r: users.notificationsDisabled })
    .from(users)
    .where(eq(users.id, userId));
  return row.r;
}

export async function storedEvent(id: string) {
  const [row] = await (await getDb()).select().from(mailEvents).where(eq(mailEvents.eventId, id));
  return row;
}

/**
 * The matrix's check ('public', but only for the provider): with the secret set, an unsigned,
 * wrongly signed or stale request about Mia's address is refused and changes nothing; without the
 * secret the endpoint does not exist (404).
 */
export async function mailEventsRefusesUnsigned(w: AuthzWorld): Promise<void> {
  const events = [hardBounce(w.mia.user.email)];
  await withMailSecret(MAIL_SECRET, async () => {
    const now = Math.floor(Date.now() / 1000);
    const refused = [
      { signature: null },
      { signature: 'sha256=' + '0'.repeat(64) },
      { secret: 'another-secret-of-some-length' },
      { noTimestamp: true },
      { timestamp: now - 360 },
      { timestamp: now + 360 },
    ] satisfies SendOptions[];
    for (const opts of refused) {
      let res: Awaited<ReturnType<typeof sendMailEvents>> | undefined;
      const changed = await changes(async () => {
        res = await sendMailEvents(events, opts);
      });
      expect(res!.status, JSON.stringify(opts)).toBe(401);
      expect(res!.json.error).toMatch(/^webhook_signature_(invalid|expired)$/);
      expect(changed).toEqual([]);
      expect(await storedEvent(events[0].id)).toBeUndefined();
    }
  });
  await withMailSecret(null, async () => {
    const res = await sendMailEvents(events);
    expect([res.status, res.json.error]).toEqual([404, 'not_found']);
  });
  expect(await reasonsOf(w.mia.user.id)).not.toContain('bounce');
}
