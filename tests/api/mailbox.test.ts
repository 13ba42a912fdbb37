// GET /api/mailbox.php: the developer mailbox, only while no SMTP is configured.
import { GET as getMailbox } from '@/app/api/mailbox.php/route';
import { resetEnvCache } from '@/lib/env';
import { getDb } from '@/lib/server/db/client';
import { queueMail } from '@/lib/server/mail/service';
import { mailboxEnabled } from '@/lib/server/mail/mailbox';
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

const get = (query = '') =>
  callRoute(getMailbox, apiRequest('GET', `http://localhost/api/mailbox.php${query}`));

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

  it('answers 404 for an unknown id and 422 for a bad one', async () => {
    expect((await get('?id=999999')).status).toBe(404);
    expect((await get('?id=abc')).status).toBe(422);
  });

  it('is gone (404) as soon as SMTP is configured', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    resetEnvCache();
    try {
      expect(mailboxEnabled()).toBe(false);
      expect((await get()).status).toBe(404);
      expect((await get('?id=1')).status).toBe(404);
    } finally {
      delete process.env.SMTP_URL;
      resetEnvCache();
    }
    expect((await get()).status).toBe(200);
  });
});
