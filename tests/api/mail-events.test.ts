// POST /api/mail-events.php: the SMTP provider's signed webhook (issue 15, mail health). Hard
// bounces and spam complaints are stored once per event id, matched to members by address on
// every site, and switch their notices off with reason bounce / spam_complaint (spec §4); soft
// bounces are ignored; unsigned, wrongly signed or stale requests change nothing.
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { mailEvents, users } from '@/lib/server/db/schema';
import { GET as userGet } from '@/app/api/user.php/route';
import { apiRequest, callRoute, createMember, createSite, loginAs } from '../setup/fixtures';
import {
  MAIL_SECRET,
  hardBounce,
  reasonsOf,
  sendMailEvents,
  spamComplaint,
  storedEvent,
  withMailSecret,
} from './support/mail-events';

let mainId: number;
let otherId: number;

beforeAll(async () => {
  mainId = (await createSite()).id;
  otherId = (await createSite({ name: 'Other', hosts: ['other.test'], isDefault: false })).id;
  process.env.MAIL_WEBHOOK_SECRET = MAIL_SECRET;
  const { resetEnvCache } = await import('@/lib/env');
  resetEnvCache();
});

afterAll(async () => {
  delete process.env.MAIL_WEBHOOK_SECRET;
  (await import('@/lib/env')).resetEnvCache();
});

let n = 0;
const member = (siteId = mainId, email = `mail-events-${++n}@example.test`) =>
  createMember({ siteId, email, withProfile: true });

async function eventCount() {
  return (await (await getDb()).select().from(mailEvents)).length;
}

describe('POST /api/mail-events.php', () => {
  it('a hard bounce switches notices off (reason bounce) for that address on every site, stored once', async () => {
    const email = `shared-${++n}@example.test`;
    const a = await member(mainId, email);
    const b = await member(otherId, email);
    const bystander = await member();
    const event = hardBounce(`  ${email.toUpperCase()} `);
    const res = await sendMailEvents([event]);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toEqual({ stored: 1, duplicates: 0, ignored: 0, members: 2 });
    expect(await reasonsOf(a.user.id)).toEqual(['bounce']);
    expect(await reasonsOf(b.user.id)).toEqual(['bounce']);
    expect(await reasonsOf(bystander.user.id)).toEqual([]);
    expect(await storedEvent(event.id)).toMatchObject({
      kind: 'bounce',
      email,
      userId: a.user.id,
      detail: event.detail,
    });
  });

  it('a spam complaint sets spam_complaint beside an existing reason, never twice', async () => {
    const m = await member();
    await (
      await getDb()
    )
      .update(users)
      .set({ notificationsDisabled: ['unsubscribe'] })
      .where(eq(users.id, m.user.id));
    const res = await sendMailEvents([spamComplaint(m.user.email), spamComplaint(m.user.email)]);
    expect(res.json).toEqual({ stored: 2, duplicates: 0, ignored: 0, members: 2 });
    expect(await reasonsOf(m.user.id)).toEqual(['unsubscribe', 'spam_complaint']);
    await sendMailEvents([hardBounce(m.user.email), hardBounce(m.user.email)]);
    expect(await reasonsOf(m.user.id)).toEqual(['unsubscribe', 'spam_complaint', 'bounce']);
  });

  it('the member sees the reason in their account (user.php feeds the alert)', async () => {
    const m = await member();
    await sendMailEvents([hardBounce(m.user.email)]);
    const cookie = await loginAs(m.user.email, m.password);
    const res = await callRoute(userGet, apiRequest('GET', 'http://localhost/api/user.php', { cookie }));
    expect(res.json.notifications_disabled).toEqual(['bounce']);
  });

  it('ignores soft bounces: nothing stored, nothing switched off', async () => {
    const m = await member();
    const soft = { ...hardBounce(m.user.email), bounce: 'soft' };
    const before = await eventCount();
    const res = await sendMailEvents([soft]);
    expect(res.json).toEqual({ stored: 0, duplicates: 0, ignored: 1, members: 0 });
    expect(await eventCount()).toBe(before);
    expect(await reasonsOf(m.user.id)).toEqual([]);
  });

  it('an event delivered again (or twice in a batch) is stored once and does not undo a re-enable', async () => {
    const m = await member();
    const event = hardBounce(m.user.email);
    expect((await sendMailEvents([event, event])).json).toEqual({
      stored: 1,
      duplicates: 1,
      ignored: 0,
      members: 1,
    });
    // The member switched their notices back on (the /notifications page) …
    await (await getDb()).update(users).set({ notificationsDisabled: [] }).where(eq(users.id, m.user.id));
    // … and the provider retries the same delivery: nothing changes.
    expect((await sendMailEvents([event])).json).toEqual({
      stored: 0,
      duplicates: 1,
      ignored: 0,
      members: 0,
    });
    expect(await reasonsOf(m.user.id)).toEqual([]);
    const rows = await (await getDb()).select().from(mailEvents).where(eq(mailEvents.eventId, event.id));
    expect(rows).toHaveLength(1);
  });

  it('parallel deliveries of one event store it once', async () => {
    const m = await member();
    const event = spamComplaint(m.user.email);
    const answers = await Promise.all(Array.from({ length: 6 }, () => sendMailEvents([event])));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(answers.reduce((sum, a) => sum + a.json.stored, 0)).toBe(1);
    expect(await reasonsOf(m.user.id)).toEqual(['spam_complaint']);
  });

  it('an address no member has is stored without a member', async () => {
    const event = hardBounce(`nobody-${++n}@example.test`);
    expect((await sendMailEvents([event])).json).toEqual({
      stored: 1,
      duplicates: 0,
      ignored: 0,
      members: 0,
    });
    expect(await storedEvent(event.id)).toMatchObject({ userId: null, kind: 'bounce' });
  });

  describe('signature', () => {
    it('refuses a missing, wrong, foreign-key or tampered signature with 401 and stores nothing', async () => {
      const m = await member();
      const events = [hardBounce(m.user.email)];
      const body = JSON.stringify(events);
      const now = Math.floor(Date.now() / 1000);
      const tampered = JSON.stringify([{ ...events[0], email: 'someone-else@example.test' }]);
      const { signMailEvents } = await import('@/lib/server/mail/webhook-signature');
      const cases = [
        () => sendMailEvents(body, { signature: null }),
        () => sendMailEvents(body, { signature: 'sha256=zz' }),
        () =>
          sendMailEvents(body, {
            signature: signMailEvents(MAIL_SECRET, now, body).toUpperCase().replace('SHA256', 'md5'),
          }),
        () => sendMailEvents(body, { secret: 'not-the-secret-at-all-1234' }),
        () => sendMailEvents(body, { noTimestamp: true }),
        () => sendMailEvents(tampered, { signature: signMailEvents(MAIL_SECRET, now, body), timestamp: now }),
        // The timestamp is signed: moving it forward breaks the signature.
        () =>
          sendMailEvents(body, { signature: signMailEvents(MAIL_SECRET, now - 600, body), timestamp: now }),
      ];
      for (const send of cases) {
        const res = await send();
        expect([res.status, res.json.error]).toEqual([401, 'webhook_signature_invalid']);
      }
      expect(await storedEvent(events[0].id)).toBeUndefined();
      expect(await reasonsOf(m.user.id)).toEqual([]);
    });

    it('refuses a correctly signed request older or newer than five minutes (replay)', async () => {
      const m = await member();
      const events = [hardBounce(m.user.email)];
      const now = Math.floor(Date.now() / 1000);
      for (const timestamp of [now - 360, now + 360, now - 86_400]) {
        const res = await sendMailEvents(events, { timestamp });
        expect([res.status, res.json.error]).toEqual([401, 'webhook_signature_expired']);
      }
      expect(await storedEvent(events[0].id)).toBeUndefined();
      const fresh = await sendMailEvents(events, { timestamp: now - 240 });
      expect(fresh.status).toBe(200);
      expect(await reasonsOf(m.user.id)).toEqual(['bounce']);
    });

    it('answers 404 while MAIL_WEBHOOK_SECRET is not set, whatever the signature', async () => {
      const m = await member();
      const events = [hardBounce(m.user.email)];
      await withMailSecret(null, async () => {
        const res = await sendMailEvents(events);
        expect([res.status, res.json.error]).toEqual([404, 'not_found']);
      });
      expect(await reasonsOf(m.user.id)).toEqual([]);
    });
  });

  describe('payload', () => {
    it('refuses a signed but malformed batch with a clear error, storing nothing', async () => {
      const m = await member();
      const before = await eventCount();
      const good = hardBounce(m.user.email);
      const { type: _type, ...untyped } = good;
      const bad: unknown[] = [
        [],
        {},
        [{ ...good, type: 'delivered' }],
        [{ ...good, bounce: undefined }],
        [untyped],
        [{ ...good, id: '' }],
        [{ ...good, timestamp: 'yesterday' }],
        [{ ...good, email: 'x'.repeat(300) }],
        [{ ...good, detail: 'nul\u0000byte' }],
        [good, { ...good, id: 'x'.repeat(201) }],
        Array.from({ length: 501 }, () => hardBounce(m.user.email)),
      ];
      for (const body of bad) {
        const res = await sendMailEvents(body);
        expect([res.status, res.json.error], JSON.stringify(body).slice(0, 120)).toEqual([
          422,
          'invalid_input',
        ]);
      }
      const notJson = await sendMailEvents('[{"id":');
      expect([notJson.status, notJson.json.error]).toEqual([400, 'invalid_json']);
      expect(await eventCount()).toBe(before);
      expect(await reasonsOf(m.user.id)).toEqual([]);
      expect(_type).toBe('bounce');
    });

    it('never answers 5xx to a signed body of any shape; a refusal changes nothing (property)', async () => {
      const m = await member();
      const field = <T>(good: fc.Arbitrary<T>) => fc.oneof(good, fc.jsonValue(), fc.constant(undefined));
      const event = fc.record(
        {
          id: field(fc.string({ minLength: 1, maxLength: 30 })),
          type: field(fc.constantFrom('bounce', 'complaint', 'soft_bounce')),
          bounce: field(fc.constantFrom('hard', 'soft')),
          email: field(fc.constantFrom(m.user.email, m.user.email.toUpperCase(), 'nobody@example.test')),
          detail: field(fc.string({ maxLength: 40 })),
          timestamp: field(
            fc
              .date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2100-01-01') })
              .map((d) => d.toISOString()),
          ),
        },
        { requiredKeys: [] },
      );
      const body = fc.oneof(fc.array(event, { maxLength: 5 }), fc.jsonValue(), fc.string({ maxLength: 50 }));
      await fc.assert(
        fc.asyncProperty(body, async (b) => {
          const raw = typeof b === 'string' ? b : (JSON.stringify(b) ?? '');
          const before = [await eventCount(), (await reasonsOf(m.user.id)).join()];
          const res = await sendMailEvents(raw);
          expect(res.status, raw).toBeLessThan(500);
          if (res.status >= 400) {
            expect(res.json.error, raw).toMatch(/^[a-z_]+$/);
            expect([await eventCount(), (await reasonsOf(m.user.id)).join()], raw).toEqual(before);
          } else {
            const n = (b as unknown[]).length;
            expect(res.json.stored + res.json.duplicates + res.json.ignored, raw).toBe(n);
          }
        }),
        { numRuns: 150 },
      );
    });

    it('refuses a body over the size limit before verifying it', async () => {
      const res = await sendMailEvents('x'.repeat(600 * 1024), { signature: null });
      expect([res.status, res.json.error]).toEqual([413, 'payload_too_large']);
    });
  });
});
