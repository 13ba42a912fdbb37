// Delete-account flow: the offer to stay, reversible deletion, the mailed undo link within 14
// days, and the purge of rows and photo files after that.
import fs from 'node:fs';
import path from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import { POST as deletePost, PUT as restorePut } from '@/app/api/account-delete.php/route';
import { GET as offerGet, POST as offerPost } from '@/app/api/delete-discount.php/route';
import { GET as getUser } from '@/app/api/user.php/route';
import { POST as photoPost } from '@/app/api/photos.php/route';
import { getDb } from '@/lib/server/db/client';
import {
  creditLedger,
  deletionAttempts,
  discountCodes,
  discountCodeUses,
  emailTokens,
  outbox,
  photos,
  profiles,
  sessions,
  users,
} from '@/lib/server/db/schema';
import { purgeDeletedAccounts } from '@/lib/server/deletion/purge';
import { uploadsDir } from '@/lib/server/photos/storage';
import { approvePendingPhotos } from '@/lib/server/photos/service';
import { featuredProfiles } from '@/lib/server/profiles/service';
import { grantCredits } from '@/lib/server/credits/service';
import { getSite } from '@/lib/server/sites/service';
import { apiRequest, callRoute, createMember, createSite, findSetCookie, loginAs } from '../setup/fixtures';
import { makeImage, photoRequest } from './support/photos';

type Site = Awaited<ReturnType<typeof createSite>>;
let site: Site;
const DAY = 86_400_000;

async function member(
  options: { status?: string; profileStatus?: string; siteId?: number; host?: string } = {},
) {
  const m = await createMember({
    siteId: options.siteId ?? site.id,
    status: options.status,
    language: 'nl',
    withProfile: { name: 'Dora', status: options.profileStatus ?? 'active' },
  });
  const cookie = await loginAs(m.user.email, m.password, options.host);
  return { ...m, profileId: m.profile!.id, cookie };
}

async function withActivePhoto(m: { cookie: string }) {
  const res = await callRoute(photoPost, photoRequest(m.cookie, await makeImage('png')));
  await approvePendingPhotos([res.json.photo.id]);
  return res.json.photo as { id: number; filename: string; thumb_filename: string };
}

const del = (cookie: string | null, body: unknown, headers?: Record<string, string>) =>
  callRoute(
    deletePost,
    apiRequest('POST', 'http://localhost/api/account-delete.php', {
      cookie: cookie ?? undefined,
      body,
      headers,
    }),
  );
const restore = (token: string, host = 'localhost') =>
  callRoute(restorePut, apiRequest('PUT', `http://${host}/api/account-delete.php`, { body: { token } }));

async function userRow(id: number) {
  const [row] = await (await getDb()).select().from(users).where(eq(users.id, id));
  return row;
}
async function profileRow(id: number) {
  const [row] = await (await getDb()).select().from(profiles).where(eq(profiles.id, id));
  return row;
}
async function sessionsOf(userId: number) {
  return (await getDb()).select().from(sessions).where(eq(sessions.userId, userId));
}

/** The token of the newest undo link mailed to an address. */
async function undoToken(email: string): Promise<{ token: string; mail: typeof outbox.$inferSelect }> {
  const [mail] = await (
    await getDb()
  )
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, email))
    .orderBy(desc(outbox.id))
    .limit(1);
  const match = mail.text.match(/\/account-restore\?token=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no undo link in: ${mail.text}`);
  return { token: match[1], mail };
}

const listed = async (profileId: number) =>
  (await featuredProfiles(await getSite('localhost'), 100)).some((p) => p.id === profileId);

beforeAll(async () => {
  site = await createSite();
  await createSite({ name: 'Other', isDefault: false, hosts: ['other.localhost'] });
});

describe('POST /api/account-delete.php', () => {
  it('refuses a wrong or missing password, visitors and other origins, changing nothing', async () => {
    const m = await member();
    const wrong = await del(m.cookie, { password: 'not-it' });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({ error: 'password_wrong' });
    expect((await del(m.cookie, {})).status).toBe(422);
    expect((await del(m.cookie, { password: m.password, extra: 1 })).status).toBe(422);
    expect((await del(null, { password: m.password })).status).toBe(403);
    const cross = await del(m.cookie, { password: m.password }, { 'sec-fetch-site': 'cross-site' });
    expect(cross.json.error).toBe('cross_origin');
    expect(await userRow(m.user.id)).toMatchObject({ status: 'confirmed', deletedAt: null });
    expect((await profileRow(m.profileId)).status).toBe('active');
    expect(await sessionsOf(m.user.id)).toHaveLength(1);
  });

  it('deletes at once: status, profile, every session, login, lists; mails the undo link', async () => {
    const m = await member();
    await withActivePhoto(m);
    const otherDevice = await loginAs(m.user.email, m.password);
    expect(await listed(m.profileId)).toBe(true);

    const res = await del(m.cookie, { password: m.password, decline_offer: true });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ deleted: true });
    expect(findSetCookie(res.setCookies, 'hl_session')).toMatch(/Max-Age=0/i);

    const row = await userRow(m.user.id);
    expect(row.status).toBe('deleted');
    expect(Date.now() - row.deletedAt!.getTime()).toBeLessThan(60_000);
    expect((await profileRow(m.profileId)).status).toBe('disabled');
    expect(await sessionsOf(m.user.id)).toHaveLength(0);
    for (const cookie of [m.cookie, otherDevice]) {
      expect(
        (await callRoute(getUser, apiRequest('GET', 'http://localhost/api/user.php', { cookie }))).status,
      ).toBe(403);
    }
    await expect(loginAs(m.user.email, m.password)).rejects.toThrow(/401/);
    expect(await listed(m.profileId)).toBe(false);

    const { mail } = await undoToken(m.user.email);
    // In the member's language (nl), with the site's own domain and port, 14 days.
    expect(mail.text).toContain('http://localhost:3000/nl/account-restore?token=');
    expect(mail.text).toContain('14');
    const [token] = await (
      await getDb()
    )
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, m.user.id), eq(emailTokens.kind, 'account_restore')));
    expect(token.payload).toEqual({ status: 'confirmed', profile_status: 'active' });
    expect(token.expiresAt.getTime() - Date.now()).toBeGreaterThan(14 * DAY - 60_000);
    expect(token.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(14 * DAY);
  });
});

describe('PUT /api/account-delete.php (undo)', () => {
  it('restores everything within 14 days and logs the browser in; the link works once', async () => {
    const m = await member();
    const photo = await withActivePhoto(m);
    await grantCredits(await getDb(), { userId: m.user.id, delta: 40, reason: 'bonus' });
    await del(m.cookie, { password: m.password, decline_offer: true });
    const { token } = await undoToken(m.user.email);

    const res = await restore(token);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: m.user.id, status: 'confirmed', credits: 40 });
    expect(res.json.profile.main_image).toMatchObject({ filename: photo.filename, status: 'active' });
    const cookie = findSetCookie(res.setCookies, 'hl_session')!.split(';')[0];
    expect(
      (await callRoute(getUser, apiRequest('GET', 'http://localhost/api/user.php', { cookie }))).status,
    ).toBe(200);
    expect(await userRow(m.user.id)).toMatchObject({ status: 'confirmed', deletedAt: null });
    expect((await profileRow(m.profileId)).status).toBe('active');
    expect(fs.existsSync(path.join(uploadsDir(), photo.filename))).toBe(true);
    expect(await listed(m.profileId)).toBe(true);
    await expect(loginAs(m.user.email, m.password)).resolves.toMatch(/^hl_session=/);

    const again = await restore(token);
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ error: 'link_invalid' });
  });

  it('gives back the statuses from before: an unconfirmed member stays unconfirmed', async () => {
    const m = await member({ status: 'not_confirmed', profileStatus: 'disabled' });
    await del(m.cookie, { password: m.password, decline_offer: true });
    const { token } = await undoToken(m.user.email);
    expect((await restore(token)).status).toBe(200);
    expect((await userRow(m.user.id)).status).toBe('not_confirmed');
    expect((await profileRow(m.profileId)).status).toBe('disabled');
  });

  it('refuses expired, made-up, malformed and other-site links, changing nothing', async () => {
    const m = await member();
    await del(m.cookie, { password: m.password, decline_offer: true });
    const { token } = await undoToken(m.user.email);
    expect((await restore(token, 'other.localhost')).json).toEqual({ error: 'link_invalid' });
    expect((await restore('A'.repeat(43))).json).toEqual({ error: 'link_invalid' });
    expect((await restore('')).status).toBe(422);
    await (
      await getDb()
    )
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, m.user.id));
    const expired = await restore(token);
    expect(expired.status).toBe(400);
    expect(expired.json.error).toBe('link_invalid');
    expect((await userRow(m.user.id)).status).toBe('deleted');
    expect(await sessionsOf(m.user.id)).toHaveLength(0);
  });
});

describe('purge after 14 days', () => {
  it('removes the account, its rows and its photo files; younger deletions and live members stay', async () => {
    const old = await member();
    const photo = await withActivePhoto(old);
    await grantCredits(await getDb(), { userId: old.user.id, delta: 5, reason: 'bonus' });
    await del(old.cookie, { password: old.password, decline_offer: true });
    const young = await member();
    await del(young.cookie, { password: young.password, decline_offer: true });
    const live = await member();
    const livePhoto = await withActivePhoto(live);
    const db = await getDb();
    await db
      .update(users)
      .set({ deletedAt: new Date(Date.now() - 14 * DAY - 60_000) })
      .where(eq(users.id, old.user.id));
    await db
      .update(users)
      .set({ deletedAt: new Date(Date.now() - 13 * DAY) })
      .where(eq(users.id, young.user.id));

    expect(await purgeDeletedAccounts()).toBe(1);
    expect(await userRow(old.user.id)).toBeUndefined();
    expect(await profileRow(old.profileId)).toBeUndefined();
    expect(await db.select().from(photos).where(eq(photos.profileId, old.profileId))).toHaveLength(0);
    expect(await db.select().from(emailTokens).where(eq(emailTokens.userId, old.user.id))).toHaveLength(0);
    expect(await db.select().from(creditLedger).where(eq(creditLedger.userId, old.user.id))).toHaveLength(0);
    expect(fs.existsSync(path.join(uploadsDir(), photo.filename))).toBe(false);
    expect(fs.existsSync(path.join(uploadsDir(), photo.thumb_filename))).toBe(false);
    expect(await db.select().from(outbox).where(eq(outbox.recipient, old.user.email))).toHaveLength(0);
    expect(await db.select().from(outbox).where(eq(outbox.recipient, young.user.email))).toHaveLength(1);

    expect((await userRow(young.user.id)).status).toBe('deleted');
    expect((await userRow(live.user.id)).status).toBe('confirmed');
    expect(fs.existsSync(path.join(uploadsDir(), livePhoto.filename))).toBe(true);
    expect(await purgeDeletedAccounts()).toBe(0);
  });
});

describe('the offer to stay (delete_discount)', () => {
  const offer = (cookie: string, host = 'localhost') =>
    callRoute(offerGet, apiRequest('GET', `http://${host}/api/delete-discount.php`, { cookie }));
  const accept = (cookie: string, host = 'localhost') =>
    callRoute(offerPost, apiRequest('POST', `http://${host}/api/delete-discount.php`, { cookie, body: {} }));

  /** The delete form confirmed with the right password: the offer shows, nothing is deleted. */
  async function attemptDeletion(m: { cookie: string; password: string; user: { id: number } }) {
    const res = await del(m.cookie, { password: m.password });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ deleted: false, offer: { percentage: 25, code: null, available: true } });
    expect(findSetCookie(res.setCookies, 'hl_session')).toBeUndefined();
    return res;
  }

  it('first confirmation with an open offer deletes nothing: it records the attempt and answers the offer', async () => {
    const m = await member();
    await attemptDeletion(m);
    expect(await userRow(m.user.id)).toMatchObject({ status: 'confirmed', deletedAt: null });
    expect((await profileRow(m.profileId)).status).toBe('active');
    expect(await sessionsOf(m.user.id)).toHaveLength(1);
    const attempts = await (
      await getDb()
    )
      .select()
      .from(deletionAttempts)
      .where(eq(deletionAttempts.userId, m.user.id));
    expect(attempts).toHaveLength(1);
    // Declining deletes.
    expect((await del(m.cookie, { password: m.password, decline_offer: true })).json).toEqual({
      deleted: true,
    });
    expect((await userRow(m.user.id)).status).toBe('deleted');
  });

  it('refuses the code without a deletion attempt (403 delete_attempt_required), or after a wrong password', async () => {
    const m = await member();
    const direct = await accept(m.cookie);
    expect(direct.status).toBe(403);
    expect(direct.json).toEqual({ error: 'delete_attempt_required' });
    expect((await del(m.cookie, { password: 'not-it' })).status).toBe(400);
    expect((await accept(m.cookie)).status).toBe(403);
    expect(
      await (await getDb()).select().from(discountCodes).where(eq(discountCodes.userId, m.user.id)),
    ).toHaveLength(0);
    expect((await offer(m.cookie)).json).toEqual({ percentage: 25, code: null, available: true });
  });

  it('refuses the code an hour after the attempt', async () => {
    const m = await member();
    await attemptDeletion(m);
    await (
      await getDb()
    )
      .update(deletionAttempts)
      .set({ attemptedAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(deletionAttempts.userId, m.user.id));
    const late = await accept(m.cookie);
    expect(late.status).toBe(403);
    expect(late.json).toEqual({ error: 'delete_attempt_required' });
  });

  it('stores one personal once-per-user code for 30 days and keeps the account', async () => {
    const m = await member();
    expect((await offer(m.cookie)).json).toEqual({ percentage: 25, code: null, available: true });
    await attemptDeletion(m);

    const res = await accept(m.cookie);
    expect(res.status).toBe(200);
    expect(res.json.code).toMatch(/^STAY-[A-HJ-NP-Z2-9]{10}$/);
    expect(res.json.value_percentage).toBe('25.0');
    const expires = new Date(res.json.expires).getTime() - Date.now();
    expect(expires).toBeGreaterThan(30 * DAY - 60_000);
    expect(expires).toBeLessThanOrEqual(30 * DAY);
    const rows = await (
      await getDb()
    )
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.userId, m.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      siteId: site.id,
      code: res.json.code,
      valuePercentage: '25.0',
      validity: 'once-per-user',
      status: 'active',
    });
    expect((await userRow(m.user.id)).status).toBe('confirmed');

    // Accepting again answers the same code; the page shows it instead of a new offer.
    expect((await accept(m.cookie)).json).toEqual(res.json);
    expect((await offer(m.cookie)).json).toEqual({ percentage: 25, code: res.json, available: false });

    // Once used, it is gone from the page and no second code is minted.
    await (await getDb()).insert(discountCodeUses).values({ codeId: rows[0].id, userId: m.user.id });
    expect((await offer(m.cookie)).json).toEqual({ percentage: 25, code: null, available: false });
    const second = await accept(m.cookie);
    expect(second.status).toBe(409);
    expect(second.json).toEqual({ error: 'delete_discount_used' });
    const [{ n }] = await (
      await getDb()
    )
      .select({ n: sql<number>`count(*)::int` })
      .from(discountCodes)
      .where(eq(discountCodes.userId, m.user.id));
    expect(Number(n)).toBe(1);
  });

  it('offers nothing where the site sets no delete_discount', async () => {
    const none = await createSite({
      name: 'NoDiscount',
      isDefault: false,
      hosts: ['none.localhost'],
      config: { deleteDiscount: 0 },
    });
    const m = await member({ siteId: none.id, host: 'none.localhost' });
    expect((await offer(m.cookie, 'none.localhost')).json).toEqual({
      percentage: 0,
      code: null,
      available: false,
    });
    const res = await accept(m.cookie, 'none.localhost');
    expect(res.status).toBe(409);
    expect(res.json.error).toBe('no_delete_discount');
    // Without an offer the first confirmation deletes.
    const gone = await del(m.cookie, { password: m.password }, { host: 'none.localhost' });
    expect(gone.json).toEqual({ deleted: true });
    expect(
      await (await getDb()).select().from(discountCodes).where(eq(discountCodes.userId, m.user.id)),
    ).toHaveLength(0);
  });

  it('refuses visitors', async () => {
    expect(
      (await callRoute(offerGet, apiRequest('GET', 'http://localhost/api/delete-discount.php'))).status,
    ).toBe(403);
    expect(
      (
        await callRoute(
          offerPost,
          apiRequest('POST', 'http://localhost/api/delete-discount.php', { body: {} }),
        )
      ).status,
    ).toBe(403);
  });
});
