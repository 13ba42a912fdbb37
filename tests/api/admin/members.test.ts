// Members in the console (issue 15, Moderator): search by id, e-mail or name on the moderator's
// sites; disable/enable the profile; ban (login refused with its own code, every session refused
// from the next request on, even a poll this instance remembers, and every page leads to
// /pages/ban) and unban; credits through the ledger, never below 0, ledger sum = balance; end
// sessions. Each action one audit row with before/after; refusals change nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { eq } from 'drizzle-orm';
import { POST } from '@/app/api/admin/members/route';
import { GET as USER, POST as LOGIN } from '@/app/api/user.php/route';
import { proxy } from '@/proxy';
import { getDb } from '@/lib/server/db/client';
import { creditLedger, profiles, sessions, users } from '@/lib/server/db/schema';
import { ledgerSum } from '@/lib/server/credits/service';
import { memberPage, memberSearch } from '@/lib/server/admin/members/service';
import { apiRequest, callRoute, createMember, createSite, findSetCookie, loginAs } from '../../setup/fixtures';
import { chatMember, chats } from '../support/chat';
import { asStaff, auditCount, lastAudit, signedInStaff, type TestStaff } from '../support/admin';

let siteA: number;
let siteB: number;
let moderator: TestStaff;
let siteBModerator: TestStaff;

const act = (who: TestStaff, body: unknown) => asStaff(POST, who, 'POST', '/api/admin/members', { body });
const userRow = async (id: number) => (await (await getDb()).select().from(users).where(eq(users.id, id)))[0];
const sessionCount = async (userId: number) => (await (await getDb()).select().from(sessions).where(eq(sessions.userId, userId))).length;
const me = (cookie: string) => callRoute(USER, apiRequest('GET', 'http://localhost/api/user.php', { cookie }));
const login = (email: string, password: string) =>
  callRoute(LOGIN, apiRequest('POST', 'http://localhost/api/user.php', { body: { email, password } }));
const page = (path: string, cookie: string) =>
  proxy(new NextRequest(`http://localhost${path}`, { headers: { host: 'localhost', cookie: `NEXT_LOCALE=en; ${cookie}` } }));

beforeAll(async () => {
  siteA = (await createSite()).id;
  siteB = (await createSite({ hosts: ['members-b.test'], isDefault: false })).id;
  moderator = await signedInStaff('moderator');
  siteBModerator = await signedInStaff('moderator', { siteIds: [siteB] });
}, 60_000);

describe('search and member page', () => {
  it('finds by id, e-mail and name, only on the moderator’s sites', async () => {
    const a = await createMember({ siteId: siteA, email: 'zelda.search@example.test', withProfile: { name: 'Zeldaqx' } });
    const b = await createMember({ siteId: siteB, email: 'zelda.other@example.test', withProfile: { name: 'Zeldaqy' } });
    expect((await memberSearch(String(a.user.id), null, 1)).members.map((m) => m.id)).toEqual([a.user.id]);
    expect((await memberSearch('ZELDA.SEARCH@', null, 1)).members.map((m) => m.id)).toEqual([a.user.id]);
    expect((await memberSearch('zeldaq', null, 1)).members.map((m) => m.id).sort()).toEqual([a.user.id, b.user.id].sort());
    expect((await memberSearch('zeldaq', [siteB], 1)).members.map((m) => m.id)).toEqual([b.user.id]);
    expect((await memberSearch('%', null, 1)).total).toBe(0);
  });

  it('shows the whole record; another site’s member is refused', async () => {
    const m = await chatMember(siteA, { name: 'Rita', credits: 7 });
    const view = await memberPage(m.user.id, () => undefined);
    expect(view.user).toMatchObject({ id: m.user.id, email: m.user.email, credits: 7 });
    expect(view.profile).toMatchObject({ name: 'Rita' });
    expect(view.ledgerSum).toBe(7);
    expect(view.sessionRows).toHaveLength(1);
    await expect(
      memberPage(m.user.id, (siteId) => {
        if (siteId !== siteB) throw new Error('staff_forbidden_site');
      }),
    ).rejects.toThrow('staff_forbidden_site');
  });
});

describe('profile', () => {
  it('disable hides the profile, enable shows it again; each audited', async () => {
    const m = await chatMember(siteA, { name: 'Dina' });
    const res = await act(moderator, { action: 'disable', userId: m.user.id, reason: 'Fake pictures' });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const status = async () => (await (await getDb()).select().from(profiles).where(eq(profiles.id, m.profileId)))[0].status;
    expect(await status()).toBe('disabled');
    expect(await lastAudit()).toMatchObject({ action: 'member.disable', targetType: 'member', targetId: String(m.user.id), siteId: siteA, before: { profile_status: 'active' }, after: { profile_status: 'disabled', reason: 'Fake pictures' } });
    expect((await act(moderator, { action: 'enable', userId: m.user.id })).status).toBe(200);
    expect(await status()).toBe('active');
    expect((await lastAudit()).action).toBe('member.enable');
  });
});

describe('ban', () => {
  it('refuses the open session at once (even a poll this instance remembers) and sends pages to /pages/ban', async () => {
    const m = await chatMember(siteA, { name: 'Bert' });
    const first = await chats(m.cookie);
    const etag = first.headers.get('etag')!;
    expect((await chats(m.cookie, { 'if-none-match': etag })).status).toBe(304);

    const res = await act(moderator, { action: 'ban', userId: m.user.id, reason: 'Scam messages' });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const row = await userRow(m.user.id);
    expect(row.bannedAt).not.toBeNull();
    expect(row.banReason).toBe('Scam messages');
    expect(await lastAudit()).toMatchObject({ action: 'member.ban', before: { banned_at: null, profile_status: 'active' }, after: { ban_reason: 'Scam messages', profile_status: 'disabled' } });

    const poll = await chats(m.cookie, { 'if-none-match': etag });
    expect([poll.status, poll.json.error, poll.json.auth_required]).toEqual([403, 'account_banned', true]);
    const user = await me(m.cookie);
    expect([user.status, user.json.error]).toEqual([403, 'account_banned']);
    expect(findSetCookie(user.setCookies, 'hl_session')).toMatch(/Max-Age=0/i);

    const redirect = await page('/chats', m.cookie);
    expect(redirect.status).toBe(307);
    expect(new URL(redirect.headers.get('location')!).pathname).toBe('/pages/ban');
    expect(redirect.headers.getSetCookie().join('\n')).toMatch(/hl_session=;.*Max-Age=0/i);
    const banPage = await page('/pages/ban', m.cookie);
    expect(banPage.headers.get('location')).toBeNull();
    const de = await page('/de/likes', m.cookie);
    expect(new URL(de.headers.get('location')!).pathname).toBe('/de/pages/ban');
  });

  it('refuses the login with account_banned after the right password only; unban lets the member in again', async () => {
    const m = await chatMember(siteA, { name: 'Cleo' });
    expect((await act(moderator, { action: 'ban', userId: m.user.id, reason: 'Harassment' })).status).toBe(200);
    const wrong = await login(m.user.email, 'not-the-password');
    expect([wrong.status, wrong.json.error]).toEqual([401, 'login_failed']);
    const right = await login(m.user.email, m.password);
    expect([right.status, right.json.error, right.json.auth_required]).toEqual([403, 'account_banned', undefined]);
    expect(findSetCookie(right.setCookies, 'hl_session')).toBeUndefined();
    const again = await act(moderator, { action: 'ban', userId: m.user.id, reason: 'Harassment' });
    expect([again.status, again.json.error]).toEqual([409, 'already_banned']);

    expect(await sessionCount(m.user.id)).toBe(1);
    const lifted = await act(moderator, { action: 'unban', userId: m.user.id });
    expect(lifted.status, JSON.stringify(lifted.json)).toBe(200);
    expect(await userRow(m.user.id)).toMatchObject({ bannedAt: null, banReason: null });
    expect(await sessionCount(m.user.id)).toBe(0);
    expect((await lastAudit()).action).toBe('member.unban');
    const cookie = await loginAs(m.user.email, m.password);
    expect((await me(cookie)).status).toBe(200);
    const notBanned = await act(moderator, { action: 'unban', userId: m.user.id });
    expect([notBanned.status, notBanned.json.error]).toEqual([409, 'not_banned']);
  });
});

describe('credits', () => {
  it('adjusts through the ledger with the audit row; never below 0; ledger sum = balance', async () => {
    const m = await chatMember(siteA, { name: 'Nora', credits: 10 });
    const up = await act(moderator, { action: 'credits', userId: m.user.id, delta: 15, reason: 'Goodwill' });
    expect([up.status, up.json.credits]).toEqual([200, 25]);
    expect(await lastAudit()).toMatchObject({ action: 'credits.adjust', before: { credits: 10 }, after: { credits: 25, delta: 15, reason: 'Goodwill' } });
    const down = await act(moderator, { action: 'credits', userId: m.user.id, delta: -20, reason: 'Chargeback' });
    expect([down.status, down.json.credits]).toEqual([200, 5]);
    const before = await auditCount();
    const over = await act(moderator, { action: 'credits', userId: m.user.id, delta: -6, reason: 'Too much' });
    expect([over.status, over.json.error]).toEqual([409, 'credits_below_zero']);
    expect(await auditCount()).toBe(before);
    const db = await getDb();
    const ledger = await db.select().from(creditLedger).where(eq(creditLedger.userId, m.user.id));
    expect(ledger.filter((l) => l.reason === 'adjustment' && l.refType === 'staff').map((l) => l.delta)).toEqual([15, -20]);
    expect((await userRow(m.user.id)).credits).toBe(5);
    expect(await ledgerSum(db, m.user.id)).toBe(5);
  });

  it('parallel takings never overdraw: the balance stays >= 0 and equals the ledger sum', async () => {
    const m = await chatMember(siteA, { name: 'Paula', credits: 10 });
    const results = await Promise.all(
      Array.from({ length: 6 }, () => act(moderator, { action: 'credits', userId: m.user.id, delta: -3, reason: 'Parallel' })),
    );
    const ok = results.filter((r) => r.status === 200).length;
    expect(ok).toBe(3);
    expect(results.filter((r) => r.status === 409).every((r) => r.json.error === 'credits_below_zero')).toBe(true);
    expect((await userRow(m.user.id)).credits).toBe(1);
    expect(await ledgerSum(await getDb(), m.user.id)).toBe(1);
  });
});

describe('sessions and refusals', () => {
  it('end_sessions ends every session of the member at once; audited', async () => {
    const m = await chatMember(siteA, { name: 'Olaf' });
    const second = await loginAs(m.user.email, m.password);
    expect(await sessionCount(m.user.id)).toBe(2);
    const res = await act(moderator, { action: 'end_sessions', userId: m.user.id });
    expect([res.status, res.json.sessionsEnded]).toEqual([200, 2]);
    for (const cookie of [m.cookie, second]) expect((await chats(cookie)).status).toBe(403);
    expect(await lastAudit()).toMatchObject({ action: 'member.end_sessions', before: { sessions: 2 }, after: { sessions: 0 } });
  });

  it('refuses another site, unknown members, deleted accounts and bad input, changing nothing', async () => {
    const m = await chatMember(siteA, { name: 'Vera', credits: 3 });
    const gone = await createMember({ siteId: siteA, status: 'deleted', withProfile: true });
    const before = await auditCount();
    for (const [who, body, status, code] of [
      [siteBModerator, { action: 'ban', userId: m.user.id, reason: 'Other site' }, 403, 'staff_forbidden_site'],
      [siteBModerator, { action: 'credits', userId: m.user.id, delta: 5, reason: 'Other site' }, 403, 'staff_forbidden_site'],
      [moderator, { action: 'ban', userId: 99_999_999, reason: 'Nobody' }, 404, 'member_not_found'],
      [moderator, { action: 'credits', userId: gone.user.id, delta: 5, reason: 'Deleted' }, 409, 'member_deleted'],
      [moderator, { action: 'ban', userId: m.user.id }, 422, 'invalid_input'],
      [moderator, { action: 'ban', userId: m.user.id, reason: 'x' }, 422, 'invalid_input'],
      [moderator, { action: 'credits', userId: m.user.id, delta: 0, reason: 'Zero' }, 422, 'invalid_input'],
      [moderator, { action: 'credits', userId: m.user.id, delta: 1.5, reason: 'Half' }, 422, 'invalid_input'],
      [moderator, { action: 'credits', userId: m.user.id, delta: 100_001, reason: 'Huge' }, 422, 'invalid_input'],
      [moderator, { action: 'credits', userId: m.user.id, delta: '5', reason: 'String' }, 422, 'invalid_input'],
      [moderator, { action: 'delete', userId: m.user.id }, 422, 'invalid_input'],
    ] as const) {
      const res = await act(who, body);
      expect([res.status, res.json.error], JSON.stringify(body)).toEqual([status, code]);
    }
    expect(await userRow(m.user.id)).toMatchObject({ credits: 3, bannedAt: null });
    expect(await auditCount()).toBe(before);
  });
});
