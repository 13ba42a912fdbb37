// GET /api/mailbox.php: the developer mailbox, only while no SMTP is configured, never behind a
// trusted proxy, and only over a loopback socket (x-heartline-peer, set by scripts/server.mjs).
import { GET as getMailbox } from '@/app/api/mailbox.php/route';
import { resetEnvCache } from '@/lib/env';
import { getDb } from '@/lib/server/db/client';
import { queueMail } from '@/lib/server/mail/service';
import { insertOutbox } from '@/lib/server/mail/repo';
import { mailboxEnabled, outboxWarning } from '@/lib/server/mail/mailbox';
import { apiRequest, callRoute, createSite } from '../setup/fixtures';

let site: Awaited<ReturnType<typeof createSite>>;
beforeAll(async () => {
  site = await createSite({ domain: 'heartline.example', hosts: ['localhost'] });
  const db = await getDb();
  await queueMail(db, {
    site,
    to: 'first@example.test',
    locale: 'en',
    template: { kind: 'email_changed_notice', newEmail: 'x@example.test' },
  });
  await queueMail(db, {
    site,
    to: 'second@example.test',
    locale: 'de',
    template: {
      kind: 'password_reset',
      url: 'https://heartline.example/de/reset-password/do?token=abc',
      hours: 2,
    },
  });
});

const LOOPBACK = { 'x-heartline-peer': '127.0.0.1' };

const get = (query = '', headers: Record<string, string> = LOOPBACK) =>
  callRoute(getMailbox, apiRequest('GET', `http://localhost/api/mailbox.php${query}`, { headers }));

/** Runs `fn` with environment overrides, then restores the environment. */
async function withEnv(vars: Record<string, string>, fn: () => Promise<void>): Promise<void> {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  Object.assign(process.env, vars);
  resetEnvCache();
  try {
    await fn();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetEnvCache();
  }
}

describe('GET /api/mailbox.php', () => {
  it('lists the mails newest first with recipient, subject and time', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.json.map((m: { to: string }) => m.to)).toEqual(['second@example.test', 'first@example.test']);
    expect(res.json[0]).toMatchObject({
      subject: 'Setze dein Passwort für Heartline zurück',
      status: 'queued',
    });
    expect(new Date(res.json[0].created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(res.json[0]).not.toHaveProperty('html');
  });

  it('shows one mail with its HTML and text versions', async () => {
    const [newest] = (await get()).json;
    const res = await get(`?id=${newest.id}`);
    expect(res.status).toBe(200);
    expect(res.json.html).toContain('<!doctype html>');
    expect(res.json.html).toContain('lang="de"');
    expect(res.json.text).toContain('https://heartline.example/de/reset-password/do?token=abc');
  });

  it('lists the SMS of the outbox apart (channel=sms), each readable by id only as an SMS', async () => {
    const sms = await insertOutbox(await getDb(), {
      siteId: site.id,
      channel: 'sms',
      recipient: '+31612345678',
      subject: '',
      text: 'Heartline: your code is 123456',
    });
    const mails = (await get()).json as { id: number }[];
    expect(mails.map((m) => m.id)).not.toContain(sms.id);
    const list = await get('?channel=sms');
    expect(list.json).toEqual([expect.objectContaining({ id: sms.id, to: '+31612345678' })]);
    expect((await get(`?id=${sms.id}&channel=sms`)).json.text).toBe('Heartline: your code is 123456');
    expect((await get(`?id=${sms.id}`)).status).toBe(404);
    expect((await get('?channel=fax')).status).toBe(422);
  });

  it('answers 404 for an unknown id and 422 for a bad one', async () => {
    expect((await get('?id=999999')).status).toBe(404);
    expect((await get('?id=abc')).status).toBe(422);
  });

  it('is gone (404) as soon as SMTP is configured', async () => {
    await withEnv({ SMTP_URL: 'smtp://127.0.0.1:1' }, async () => {
      expect(mailboxEnabled()).toBe(false);
      expect(outboxWarning()).toBeNull();
      expect((await get()).status).toBe(404);
      expect((await get('?id=1')).status).toBe(404);
    });
    expect((await get()).status).toBe(200);
  });
});

describe('who may read the mailbox', () => {
  it('answers a loopback socket, IPv4, IPv6 and IPv4-mapped', async () => {
    for (const peer of ['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1']) {
      const res = await get('', { 'x-heartline-peer': peer });
      expect(res.status, peer).toBe(200);
      expect(res.json.length).toBe(2);
    }
  });

  it('is a plain 404 to an anonymous client on another machine, list and single mail', async () => {
    const [newest] = (await get()).json;
    const remote = { 'x-heartline-peer': '203.0.113.5' };
    const list = await get('', remote);
    expect(list.status).toBe(404);
    expect(list.json).toEqual({ error: 'not_found' });
    expect((await get(`?id=${newest.id}`, remote)).status).toBe(404);
  });

  it('is a 404 without any peer address (a request that did not come through our server)', async () => {
    expect((await get('', {})).status).toBe(404);
  });

  it('ignores a forged X-Forwarded-For: 127.0.0.1 (and friends) from a remote socket', async () => {
    const forged = {
      'x-heartline-peer': '203.0.113.5',
      'x-forwarded-for': '127.0.0.1',
      'x-real-ip': '127.0.0.1',
      forwarded: 'for=127.0.0.1',
    };
    expect((await get('', forged)).status).toBe(404);
  });

  it('is off behind a trusted proxy, even from loopback or with X-Forwarded-For: 127.0.0.1', async () => {
    await withEnv({ TRUST_PROXY: 'true' }, async () => {
      expect((await get()).status).toBe(404);
      expect((await get('', { ...LOOPBACK, 'x-forwarded-for': '127.0.0.1' })).status).toBe(404);
      expect(outboxWarning()).toContain('off behind a trusted proxy');
    });
  });

  it('warns at start that mail is not sent and the mailbox is readable from this machine only', () => {
    expect(outboxWarning()).toMatch(/mail is NOT sent.*readable from this machine only/);
  });
});
