// /api/notifications.php (settings and disabled reasons), /api/unsubscribe.php (the link in
// every notice mail) and queueNoticeMail (notices only for members who want them).
import { eq } from 'drizzle-orm';
import {
  GET as getNotifications,
  POST as reenable,
  PUT as putNotifications,
} from '@/app/api/notifications.php/route';
import { POST as postUnsubscribe } from '@/app/api/unsubscribe.php/route';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { queueNoticeMail, unsubscribeStatus, unsubscribeUrl } from '@/lib/server/notifications/service';
import { apiRequest, callRoute, createMember, loginAs } from '../setup/fixtures';
import { lastMailTo, linkIn, mailsTo, outboxCount, userRow } from './support/mailbox';
import { createMainAndGermanSites, type TestSite } from './support/sites';

let main: TestSite;
let german: TestSite;

beforeAll(async () => {
  ({ main, german } = await createMainAndGermanSites());
});

const URL_ = 'http://localhost/api/notifications.php';
const get = (cookie?: string) => callRoute(getNotifications, apiRequest('GET', URL_, { cookie }));
const put = (cookie: string | undefined, body: unknown) =>
  callRoute(putNotifications, apiRequest('PUT', URL_, { cookie, body }));
const post = (cookie: string | undefined, body: unknown) =>
  callRoute(reenable, apiRequest('POST', URL_, { cookie, body }));
const unsub = (token: unknown, host = 'localhost') =>
  callRoute(postUnsubscribe, apiRequest('POST', `http://${host}/api/unsubscribe.php`, { body: { token } }));

async function member(email: string, disabled: string[] = [], siteId = main.id, language = 'en') {
  const { user } = await createMember({ siteId, email, password: 'secret-password', language });
  if (disabled.length) {
    const db = await getDb();
    await db.update(users).set({ notificationsDisabled: disabled }).where(eq(users.id, user.id));
  }
  return {
    user: await userRow(user.id),
    cookie: await loginAs(email, 'secret-password', siteId === main.id ? 'localhost' : 'de.localhost'),
  };
}

describe('/api/notifications.php', () => {
  it('GET: defaults (messages and likes on, news opt-in) and no disabled reasons', async () => {
    const { cookie } = await member('n1@example.test');
    const res = await get(cookie);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      settings: { messages: true, likes: true, news: false },
      disabled: [],
      email: 'n1@example.test',
    });
    expect((await get()).status).toBe(403);
  });

  it('PUT: changes only the given settings and keeps them', async () => {
    const { user, cookie } = await member('n2@example.test');
    const res = await put(cookie, { messages: false, news: true });
    expect(res.status).toBe(200);
    expect(res.json.settings).toEqual({ messages: false, likes: true, news: true });
    expect((await put(cookie, { likes: false })).json.settings).toEqual({
      messages: false,
      likes: false,
      news: true,
    });
    expect((await userRow(user.id)).notificationSettings).toEqual({
      messages: false,
      likes: false,
      news: true,
    });
  });

  it('PUT: refuses bad input with 422 and changes nothing', async () => {
    const { user, cookie } = await member('n3@example.test');
    for (const body of [{}, { messages: 'yes' }, { sms: true }, { messages: null }]) {
      const res = await put(cookie, body);
      expect(res.status).toBe(422);
      expect(res.json.error).toBe('invalid_input');
    }
    expect((await userRow(user.id)).notificationSettings).toEqual({
      messages: true,
      likes: true,
      news: false,
    });
  });

  it('POST {reason}: re-enables by clearing that reason only', async () => {
    const { user, cookie } = await member('n4@example.test', ['spam_complaint', 'bounce', 'unsubscribe']);
    expect((await get(cookie)).json.disabled).toEqual(['spam_complaint', 'bounce', 'unsubscribe']);
    const res = await post(cookie, { reason: 'bounce' });
    expect(res.status).toBe(200);
    expect(res.json.disabled).toEqual(['spam_complaint', 'unsubscribe']);
    await post(cookie, { reason: 'spam_complaint' });
    await post(cookie, { reason: 'unsubscribe' });
    expect((await userRow(user.id)).notificationsDisabled).toEqual([]);
  });

  it('POST: refuses an unknown reason (422), a visitor (403) and a cross-origin request (403)', async () => {
    const { user, cookie } = await member('n5@example.test', ['bounce']);
    expect((await post(cookie, { reason: 'everything' })).status).toBe(422);
    expect((await post(undefined, { reason: 'bounce' })).status).toBe(403);
    const cross = await callRoute(
      reenable,
      apiRequest('POST', URL_, {
        cookie,
        body: { reason: 'bounce' },
        headers: { 'sec-fetch-site': 'cross-site' },
      }),
    );
    expect(cross.json.error).toBe('cross_origin');
    expect((await userRow(user.id)).notificationsDisabled).toEqual(['bounce']);
  });
});

describe('notice mails and unsubscribe', () => {
  it('a new_message notice carries an unsubscribe link on the site domain that works without login', async () => {
    const { user } = await member('n6@example.test');
    const db = await getDb();
    const mail = await queueNoticeMail(db, {
      site: main,
      user,
      template: { kind: 'new_message', name: 'Nina', partner: 'Sam', url: 'https://heartline.example/chats' },
    });
    expect(mail).not.toBeNull();
    const stored = await lastMailTo('n6@example.test');
    expect(stored.subject).toBe('Sam sent you a message');
    expect(stored.html).toContain('Unsubscribe from these e-mails');
    const link = linkIn(stored, '/unsubscribe');
    expect(link.origin + link.pathname).toBe('https://heartline.example/unsubscribe');
    const token = link.searchParams.get('token')!;
    expect(await unsubscribeStatus(main, token)).toEqual({ valid: true, unsubscribed: false });

    const res = await unsub(token);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ unsubscribed: true });
    expect((await userRow(user.id)).notificationsDisabled).toEqual(['unsubscribe']);
    // Clicking twice keeps one reason; the link keeps working (old mails stay in inboxes).
    expect((await unsub(token)).status).toBe(200);
    expect((await userRow(user.id)).notificationsDisabled).toEqual(['unsubscribe']);
    expect(await unsubscribeStatus(main, token)).toEqual({ valid: true, unsubscribed: true });

    // Unsubscribed members get no further notices.
    const before = await outboxCount();
    const skipped = await queueNoticeMail(db, {
      site: main,
      user: await userRow(user.id),
      template: { kind: 'new_message', name: 'Nina', partner: 'Sam', url: 'https://heartline.example/chats' },
    });
    expect(skipped).toBeNull();
    expect(await outboxCount()).toBe(before);
  });

  it('writes notices in the member language with the link in that locale', async () => {
    const { user } = await member('n7@example.test', [], german.id, 'de');
    const db = await getDb();
    await queueNoticeMail(db, {
      site: german,
      user,
      template: {
        kind: 'new_message',
        name: 'Nina',
        partner: 'Sam',
        url: 'https://herzlinie.example/de/chats',
      },
    });
    const mail = await lastMailTo('n7@example.test');
    expect(mail.subject).toBe('Sam hat dir eine Nachricht geschickt');
    expect(linkIn(mail, '/unsubscribe').pathname).toBe('/de/unsubscribe');
  });

  it('skips members who turned message notices off or whose notices are disabled for any reason', async () => {
    const { user: off, cookie } = await member('n8@example.test');
    await put(cookie, { messages: false });
    const { user: bounced } = await member('n9@example.test', ['bounce']);
    const db = await getDb();
    for (const user of [await userRow(off.id), bounced]) {
      const result = await queueNoticeMail(db, {
        site: main,
        user,
        template: { kind: 'new_message', name: 'X', partner: 'Y', url: 'https://heartline.example/chats' },
      });
      expect(result).toBeNull();
    }
    expect(await mailsTo('n8@example.test')).toHaveLength(0);
    expect(await mailsTo('n9@example.test')).toHaveLength(0);
  });

  it('refuses forged, tampered and cross-site unsubscribe tokens with 400 link_invalid', async () => {
    const { user } = await member('n10@example.test');
    const { user: other } = await member('n11@example.test', [], german.id, 'de');
    const token = new URL(await unsubscribeUrl(main, user, 'en')).searchParams.get('token')!;
    const otherToken = new URL(await unsubscribeUrl(german, other, 'de')).searchParams.get('token')!;
    const [id, sig] = token.split('.');
    const tampered = [
      `${other.id}.${sig}`,
      `${id}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`,
      'garbage',
      `${id}.`,
    ];
    for (const t of tampered) {
      const res = await unsub(t);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ error: 'link_invalid' });
    }
    expect((await unsub(otherToken, 'localhost')).status).toBe(400);
    expect((await unsub('')).status).toBe(422);
    expect((await userRow(user.id)).notificationsDisabled).toEqual([]);
    expect((await userRow(other.id)).notificationsDisabled).toEqual([]);
  });
});
