// The outbox sender (lib/server/mail/service.ts drainOutbox) claims rows before sending: several
// senders at once (instances on one PostgreSQL, or overlapping runs in one process) deliver each
// mail once; a sender that crashed mid-send loses its claim only when its lease runs out.
// Runs on PGlite, and on PostgreSQL with DATABASE_URL (node scripts/with-postgres.mjs …), where
// the concurrent senders use separate connections and the race is real.
import { eq, sql } from 'drizzle-orm';
import { resetEnvCache } from '@/lib/env';
import { getDb, runExclusive } from '@/lib/server/db/client';
import { outbox } from '@/lib/server/db/schema';
import { drainOutbox, queueMail } from '@/lib/server/mail/service';
import * as repo from '@/lib/server/mail/repo';
import { runJob, stopJobRunner } from '@/lib/server/job-runner';
import { createSite } from '../setup/fixtures';
import { startSmtpSink } from '../setup/smtp-sink';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let site: Awaited<ReturnType<typeof createSite>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  site = await createSite({ domain: 'heartline.example', hosts: ['localhost'] });
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  resetEnvCache();
  await sink.close();
});

beforeEach(async () => {
  const db = await getDb();
  await db.delete(outbox);
  sink.mails.length = 0;
});

/** Queues mails without SMTP configured, so queueMail's own kick does not send them. */
async function queue(n: number, prefix: string): Promise<string[]> {
  delete process.env.SMTP_URL;
  resetEnvCache();
  const db = await getDb();
  const to = Array.from({ length: n }, (_, i) => `${prefix}-${i}@example.test`);
  for (const address of to) {
    await queueMail(db, {
      site,
      to: address,
      locale: 'en',
      template: { kind: 'email_changed_notice', newEmail: 'x@example.test' },
    });
  }
  process.env.SMTP_URL = sink.url;
  resetEnvCache();
  return to;
}

const deliveriesPer = (to: string[]) =>
  to.map((address) => sink.mails.filter((m) => m.to.includes(address)).length);

async function statusCounts() {
  const db = await getDb();
  const rows = await db
    .select({ status: outbox.status, n: sql<number>`count(*)::int` })
    .from(outbox)
    .groupBy(outbox.status);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

describe('outbox sender', () => {
  it('four senders at once deliver each of 60 mails exactly once', async () => {
    const to = await queue(60, 'race');
    const sent = await Promise.all([drainOutbox(), drainOutbox(), drainOutbox(), drainOutbox()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(60);
    expect(deliveriesPer(to)).toEqual(to.map(() => 1));
    expect(await statusCounts()).toEqual({ sent: 60 });
    // A later run finds nothing left.
    expect(await drainOutbox()).toBe(0);
    expect(sink.mails).toHaveLength(60);
  });

  it('sends from the address of the mail’s site', async () => {
    await queue(1, 'from');
    await drainOutbox();
    expect(sink.mails[0].from).toBe('noreply@heartline.example');
  });

  it('a claim is exclusive until its lease passes; then the mail is claimed once more', async () => {
    await queue(1, 'lease');
    const db = await getDb();
    const [first] = await repo.claimMails(db, { maxAttempts: 5, limit: 10, leaseMs: 60_000 });
    expect(first).toMatchObject({ status: 'sending', attempts: 1 });
    // The sender "crashed" after sending: the row stays claimed; nobody else may take it.
    expect(await repo.claimMails(db, { maxAttempts: 5, limit: 10, leaseMs: 60_000 })).toEqual([]);
    expect(await drainOutbox()).toBe(0);
    // Its lease runs out (set into the past): one sender gets it again, the others nothing.
    await db
      .update(outbox)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(outbox.id, first.id));
    const again = await Promise.all([
      repo.claimMails(db, { maxAttempts: 5, limit: 10, leaseMs: 60_000 }),
      repo.claimMails(db, { maxAttempts: 5, limit: 10, leaseMs: 60_000 }),
    ]);
    expect(again.flat().map((m) => [m.id, m.attempts])).toEqual([[first.id, 2]]);
    // The crashed sender's late "sent" does not count: the row is no longer its claim.
    await repo.markSent(db, first);
    expect(await statusCounts()).toEqual({ sending: 1 });
    await repo.markSent(db, again.flat()[0]);
    expect(await statusCounts()).toEqual({ sent: 1 });
  });

  it('a failed send goes back to the queue and is retried; the fifth failure is final', async () => {
    const [address] = await queue(1, 'flaky');
    sink.failNext(1);
    expect(await drainOutbox()).toBe(0);
    const db = await getDb();
    const [row] = await db.select().from(outbox);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, leaseUntil: null });
    expect(row.lastError).toContain('451');
    expect(await drainOutbox()).toBe(1);
    expect(deliveriesPer([address])).toEqual([1]);

    await queue(1, 'dead');
    sink.failNext(5);
    for (let i = 0; i < 6; i++) await drainOutbox();
    const dead = await db.select().from(outbox).where(eq(outbox.recipient, 'dead-0@example.test'));
    expect(dead[0]).toMatchObject({ status: 'failed', attempts: 5 });
  });

  it('a mail whose last attempt crashed mid-send ends failed, not claimed for ever', async () => {
    await queue(1, 'abandoned');
    const db = await getDb();
    await db
      .update(outbox)
      .set({ status: 'sending', attempts: 5, leaseUntil: sql`now() - interval '1 second'` });
    await drainOutbox();
    expect(await statusCounts()).toEqual({ failed: 1 });
    expect(sink.mails).toHaveLength(0);
  });

  it('on shutdown (aborted) the sender stops and gives its unsent claims back uncounted', async () => {
    const to = await queue(5, 'abort');
    const stop = new AbortController();
    stop.abort();
    expect(await drainOutbox(stop.signal)).toBe(0);
    expect(await statusCounts()).toEqual({ queued: 5 });
    const db = await getDb();
    const db2 = await getDb();
    const [claimedOne] = await repo.claimMails(db, { maxAttempts: 5, limit: 1, leaseMs: 60_000 });
    await repo.releaseClaims(db2, [claimedOne]);
    const [row] = await db.select().from(outbox).where(eq(outbox.id, claimedOne.id));
    expect(row).toMatchObject({ status: 'queued', attempts: 0, leaseUntil: null });
    expect(await drainOutbox()).toBe(5);
    expect(deliveriesPer(to)).toEqual([1, 1, 1, 1, 1]);
  });

  it('queueMail with SMTP set sends the mail shortly after, once', async () => {
    process.env.SMTP_URL = sink.url;
    resetEnvCache();
    const db = await getDb();
    await queueMail(db, {
      site,
      to: 'kick@example.test',
      locale: 'en',
      template: { kind: 'email_changed_notice', newEmail: 'x@example.test' },
    });
    await vi.waitFor(() => expect(sink.mails.length).toBe(1), { timeout: 5_000 });
    await runJob({ name: 'outbox', everyMs: 30_000, run: (s) => drainOutbox(s) });
    expect(deliveriesPer(['kick@example.test'])).toEqual([1]);
  });
});

describe('job runner', () => {
  it('runs a job once at a time in a process; a call while it runs asks for one more run after', async () => {
    let active = 0;
    let maxActive = 0;
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const job = {
      name: 'test-once-at-a-time',
      everyMs: 60_000,
      run: async () => {
        runs++;
        active++;
        maxActive = Math.max(maxActive, active);
        if (runs === 1) await gate;
        active--;
      },
    };
    const first = runJob(job);
    const second = runJob(job);
    const third = runJob(job);
    release();
    await Promise.all([first, second, third]);
    expect(maxActive).toBe(1);
    expect(runs).toBe(2);
  });

  it('an exclusive job is skipped while another instance holds its lock (PostgreSQL)', async () => {
    let ran = 0;
    const inner = await runExclusive('test-exclusive', async () => {
      // Nested on another connection: stands for a second instance trying the same job.
      const other = await runExclusive('test-exclusive', async () => {
        ran++;
      });
      expect(other).toBe(!process.env.DATABASE_URL);
    });
    expect(inner).toBe(true);
    expect(ran).toBe(process.env.DATABASE_URL ? 0 : 1);
    // Released afterwards: the next run gets it.
    expect(await runExclusive('test-exclusive', async () => undefined)).toBe(true);
  });
  // Last: stopping the runner is for good in this process.
  it('on shutdown a running job is told to stop and awaited (bounded); nothing starts after', async () => {
    let sawAbort = false;
    let finished = false;
    const polite = runJob({
      name: 'test-stops-when-told',
      everyMs: 60_000,
      run: async (signal) => {
        while (!signal.aborted) await new Promise((r) => setTimeout(r, 5));
        sawAbort = true;
        await new Promise((r) => setTimeout(r, 20));
        finished = true;
      },
    });
    const stuck = runJob({
      name: 'test-never-ends',
      everyMs: 60_000,
      run: () => new Promise(() => undefined),
    });
    await stopJobRunner(300);
    expect(sawAbort && finished).toBe(true);
    await polite;
    void stuck; // still pending: shutdown went on after the bound instead of waiting for ever
    let ran = false;
    await runJob({ name: 'test-after-stop', everyMs: 60_000, run: async () => void (ran = true) });
    expect(ran).toBe(false);
  });
});
