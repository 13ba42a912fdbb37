// Authorization matrix (issue 9, "Net"): every API route and method found on disk has ONE row in
// RULES below, or this test fails, so a new route cannot ship without a declared rule. Rules:
//   public    anyone, visitors included
//   token     anyone holding a mailed single-use token; a forged token is refused
//   loopback  only over a loopback socket (developer outbox, metrics); 404 to anyone else
//   member    a logged-in member, on their own data only; visitors get 403 auth_required
//   owner     member, and the request names resources: another member's are refused, unchanged
//   peer      member, and the request reaches another profile: a block between the two refuses it
// `owner` and `peer` rows carry the check that proves them (Mia, Olle, and Bea who blocked Mia);
// any row may carry one.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiEndpoints, type Method } from './support/fuzz-routes';
import { tokensOf } from './support/mailbox';
import {
  buildAuthzWorld,
  changes,
  exportAs,
  photoRow,
  profileRow,
  userRow,
  type AuthzWorld,
} from './support/fuzz-authz';

type Rule = 'public' | 'token' | 'loopback' | 'member' | 'owner' | 'peer';
type Check = (w: AuthzWorld) => Promise<void>;
type Row = Rule | { rule: Rule; check: Check };

const key = () => randomUUID();
const ids = (list: { id: number }[]) => list.map((p) => p.id);

const RULES: Record<string, Partial<Record<Method, Row>>> = {
  'account-delete.php': { POST: 'member', PUT: 'token' },
  'activate.php': { GET: 'token', POST: 'member' },
  'auto-like.php': { GET: 'member' },
  'baseline.php': { GET: 'public' },
  'block.php': {
    POST: 'member',
    DELETE: { rule: 'owner', check: async (w) => {
      // Mia cannot lift the block Bea put on her; Olle cannot lift it either.
      const changed = await changes(async () => {
        await w.call('block.php', 'DELETE', { cookie: w.mia.cookie, query: `profile_id=${w.bea.profileId}` });
        await w.call('block.php', 'DELETE', { cookie: w.olle.cookie, query: `profile_id=${w.mia.profileId}` });
      });
      expect(changed).toEqual([]);
    } },
  },
  'chat-events.php': { GET: 'member' },
  'chat.php': {
    GET: { rule: 'peer', check: async (w) => {
      const foreign = await w.call('chat.php', 'GET', { cookie: w.olle.cookie, query: `id=${w.beaConv}` });
      expect([foreign.status, foreign.json.error]).toEqual([404, 'conversation_not_found']);
      // Issue 11: the blocked member no longer reads the blocker's conversation.
      const blocked = await w.call('chat.php', 'GET', { cookie: w.mia.cookie, query: `id=${w.beaConv}` });
      expect(blocked.status).toBeGreaterThanOrEqual(400);
      expect(JSON.stringify(blocked.json)).not.toContain('Hi Mia');
    } },
    POST: { rule: 'peer', check: async (w) => {
      const changed = await changes(async () => {
        const foreign = await w.call('chat.php', 'POST', { cookie: w.olle.cookie,
          body: { conversation_id: w.beaConv, kind: 'text', body: 'intruding', client_key: key() } });
        expect([foreign.status, foreign.json.error]).toEqual([404, 'conversation_not_found']);
        for (const to of [{ profile_id: w.bea.profileId }, { conversation_id: w.beaConv }]) {
          const res = await w.call('chat.php', 'POST', { cookie: w.mia.cookie,
            body: { ...to, kind: 'text', body: 'still there?', client_key: key() } });
          expect([res.status, res.json.error]).toEqual([403, 'blocked']);
        }
      });
      expect(changed).toEqual([]);
    } },
    PUT: { rule: 'peer', check: async (w) => {
      const changed = await changes(async () => {
        const foreign = await w.call('chat.php', 'PUT', { cookie: w.olle.cookie, body: { id: w.beaConv } });
        expect([foreign.status, foreign.json.error]).toEqual([404, 'conversation_not_found']);
        // Issue 11: marking it read would send Bea a read event from the member she blocked.
        const blocked = await w.call('chat.php', 'PUT', { cookie: w.mia.cookie, body: { id: w.beaConv } });
        expect(blocked.status).toBeGreaterThanOrEqual(400);
      });
      expect(changed).toEqual([]);
    } },
    DELETE: { rule: 'owner', check: async (w) => {
      const changed = await changes(async () => {
        const res = await w.call('chat.php', 'DELETE', { cookie: w.olle.cookie, query: `id=${w.beaConv}` });
        expect([res.status, res.json.error]).toEqual([404, 'conversation_not_found']);
      });
      expect(changed).toEqual([]);
    } },
  },
  'chats.php': { GET: { rule: 'peer', check: async (w) => {
    const convs = async (cookie: string) =>
      (await w.call('chats.php', 'GET', { cookie })).json.chats.map((c: { conversation: { id: number } }) => c.conversation.id);
    expect(await convs(w.olle.cookie)).toEqual([w.olleConv]);
    expect(await convs(w.mia.cookie)).not.toContain(w.beaConv);
  } } },
  'companyinfo.php': { GET: 'public' },
  'delete-discount.php': { GET: 'member', POST: 'member' },
  'export.php': { GET: { rule: 'owner', check: async (w) => {
    const own = await exportAs(w, w.mia.cookie, `user_id=${w.olle.user.id}&id=${w.olle.user.id}`);
    expect(own.status).toBe(200);
    expect(own.account.email).toBe(w.mia.user.email);
    expect(own.all).not.toContain(w.olle.user.email);
    expect(own.all).not.toContain(w.bea.user.email);
  } } },
  'geocode.php': { GET: 'public' },
  'gifs.php': { GET: 'member' },
  'gifts.php': { GET: 'member' },
  health: { GET: 'public' },
  'interests.php': { GET: 'public' },
  'like-seen.php': { POST: 'member' },
  'like.php': {
    POST: { rule: 'peer', check: async (w) => {
      const changed = await changes(async () => {
        const res = await w.call('like.php', 'POST', { cookie: w.mia.cookie, body: { profile_id: w.bea.profileId } });
        expect([res.status, res.json.error]).toEqual([403, 'blocked']);
        const away = await w.call('like.php', 'POST', { cookie: w.mia.cookie, body: { profile_id: w.stranger.profileId } });
        expect([away.status, away.json.error]).toEqual([404, 'profile_not_found']);
      });
      expect(changed).toEqual([]);
    } },
    // Issue 2: the answer shows nothing the profile view would not show (Bea blocked Mia; Stella
    // lives on another site).
    DELETE: { rule: 'peer', check: async (w) => {
      for (const [id, secrets] of [[w.bea.profileId, ['Blockburg', 'secretthumb']], [w.stranger.profileId, ['Stella', 'Farawaytown']]] as const) {
        const res = await w.call('like.php', 'DELETE', { cookie: w.mia.cookie, query: `profile_id=${id}` });
        expect(res.status).toBeLessThan(500);
        for (const secret of secrets) expect(JSON.stringify(res.json)).not.toContain(secret);
        expect(res.json?.profile?.age).toBeUndefined();
      }
    } },
  },
  'likes.php': { GET: { rule: 'owner', check: async (w) => {
    const olle = (await w.call('likes.php', 'GET', { cookie: w.olle.cookie, query: `profile_id=${w.mia.profileId}` })).json;
    expect(olle.liked_by).toEqual([]);
    expect(olle.sent).toEqual([w.mia.profileId]);
    const mia = (await w.call('likes.php', 'GET', { cookie: w.mia.cookie })).json;
    expect(ids(mia.liked_by)).toEqual([w.olle.profileId]);
    expect(ids(mia.profiles)).not.toContain(w.bea.profileId);
  } } },
  'logout.php': { GET: 'public' },
  'mail-change.php': {
    POST: { rule: 'owner', check: async (w) => {
      const res = await w.call('mail-change.php', 'POST', { cookie: w.mia.cookie, query: `id=${w.olle.user.id}`,
        body: { email: 'mia.new@example.test', password: w.mia.password } });
      expect(res.status).toBe(200);
      expect((await tokensOf(w.mia.user.id)).length).toBe(1);
      expect(await tokensOf(w.olle.user.id)).toEqual([]);
    } },
    PUT: 'token',
  },
  'mailbox.php': { GET: 'loopback' },
  'matches.php': { GET: 'member' },
  'member.php': { GET: { rule: 'public', check: async (w) => {
    const res = await w.call('member.php', 'GET', { cookie: w.mia.cookie, query: `id=${w.bea.profileId}` });
    expect([res.status, res.json.error]).toEqual([404, 'blocked']);
    expect(JSON.stringify(res.json)).not.toContain('Blockburg');
  } } },
  metrics: { GET: 'loopback' },
  'notifications.php': {
    GET: { rule: 'owner', check: async (w) => {
      const res = await w.call('notifications.php', 'GET', { cookie: w.mia.cookie, query: `id=${w.olle.user.id}` });
      expect(res.json.email).toBe(w.mia.user.email);
    } },
    PUT: { rule: 'owner', check: async (w) => {
      const before = await userRow(w.olle.user.id);
      const res = await w.call('notifications.php', 'PUT', { cookie: w.mia.cookie, query: `id=${w.olle.user.id}`, body: { news: false } });
      expect(res.status).toBe(200);
      expect(await userRow(w.olle.user.id)).toEqual(before);
    } },
    POST: { rule: 'owner', check: async (w) => {
      const before = await userRow(w.olle.user.id);
      await w.call('notifications.php', 'POST', { cookie: w.mia.cookie, query: `id=${w.olle.user.id}`, body: { reason: 'unsubscribe' } });
      expect(await userRow(w.olle.user.id)).toEqual(before);
    } },
  },
  'password-reset.php': { POST: 'public', PUT: 'token' },
  'password.php': { PUT: { rule: 'owner', check: async (w) => {
    const before = await userRow(w.olle.user.id);
    const password = 'Mia-new-password-1';
    const res = await w.call('password.php', 'PUT', { cookie: w.mia.cookie, query: `id=${w.olle.user.id}`,
      body: { old_password: w.mia.password, password, password_confirm: password } });
    expect(res.status).toBe(200);
    w.mia.password = password;
    expect(await userRow(w.olle.user.id)).toEqual(before);
  } } },
  'photos.php': {
    POST: 'member',
    PUT: { rule: 'owner', check: async (w) => {
      const before = await profileRow(w.olle.profileId);
      const res = await w.call('photos.php', 'PUT', { cookie: w.mia.cookie, body: { id: w.olleAlbum[1].id, main: true } });
      expect([res.status, res.json.error]).toEqual([404, 'photo_not_found']);
      expect((await profileRow(w.olle.profileId)).mainPhotoId).toBe(before.mainPhotoId);
    } },
    DELETE: { rule: 'owner', check: async (w) => {
      const res = await w.call('photos.php', 'DELETE', { cookie: w.mia.cookie, query: `id=${w.olleAlbum[0].id}` });
      expect([res.status, res.json.error]).toEqual([404, 'photo_not_found']);
      expect(await photoRow(w.olleAlbum[0].id)).toBeDefined();
    } },
  },
  'profile.php': {
    GET: { rule: 'owner', check: async (w) => {
      const res = await w.call('profile.php', 'GET', { cookie: w.mia.cookie, query: `id=${w.olle.profileId}` });
      expect(res.json.id).toBe(w.mia.profileId);
    } },
    PUT: { rule: 'owner', check: async (w) => {
      const before = await profileRow(w.olle.profileId);
      const res = await w.call('profile.php', 'PUT', { cookie: w.mia.cookie, query: `id=${w.olle.profileId}`, body: { about: 'Mia wrote this' } });
      expect(res.status).toBe(200);
      expect(res.json.id).toBe(w.mia.profileId);
      expect(await profileRow(w.olle.profileId)).toEqual(before);
    } },
  },
  ready: { GET: 'public' },
  'regions.php': { GET: 'public' },
  'search.php': { GET: { rule: 'public', check: async (w) => {
    const res = await w.call('search.php', 'GET', { cookie: w.mia.cookie });
    expect(res.status).toBe(200);
    expect(ids(res.json.profiles)).toContain(w.olle.profileId);
    expect(ids(res.json.profiles)).not.toContain(w.bea.profileId);
  } } },
  'settings.php': { GET: 'public' },
  'signup.php': { POST: 'public' },
  'swipe.php': {
    GET: 'member',
    POST: { rule: 'peer', check: async (w) => {
      const changed = await changes(async () => {
        const res = await w.call('swipe.php', 'POST', { cookie: w.mia.cookie, body: { profile_id: w.bea.profileId, decision: 'like' } });
        expect([res.status, res.json.error]).toEqual([403, 'blocked']);
      });
      expect(changed).toEqual([]);
    } },
  },
  'typing.php': { POST: { rule: 'peer', check: async (w) => {
    const foreign = await w.call('typing.php', 'POST', { cookie: w.olle.cookie, body: { conversation_id: w.beaConv } });
    expect([foreign.status, foreign.json.error]).toEqual([404, 'conversation_not_found']);
    const blocked = await w.call('typing.php', 'POST', { cookie: w.mia.cookie, body: { conversation_id: w.beaConv } });
    expect([blocked.status, blocked.json.error]).toEqual([403, 'blocked']);
  } } },
  'unsubscribe.php': { POST: 'token' },
  'user.php': {
    GET: { rule: 'owner', check: async (w) => {
      const res = await w.call('user.php', 'GET', { cookie: w.mia.cookie, query: `id=${w.olle.user.id}` });
      expect(res.json.email).toBe(w.mia.user.email);
    } },
    POST: 'public',
    PUT: { rule: 'owner', check: async (w) => {
      const before = await userRow(w.olle.user.id);
      const res = await w.call('user.php', 'PUT', { cookie: w.mia.cookie, query: `id=${w.olle.user.id}`, body: { language: 'de' } });
      expect(res.status).toBe(200);
      expect(await userRow(w.olle.user.id)).toEqual(before);
    } },
  },
};

const endpoints = await apiEndpoints();
const rows = endpoints.map((e) => ({ ...e, row: RULES[e.route]?.[e.method] }));
const ruleOf = (row: Row | undefined) => (typeof row === 'object' ? row.rule : row);
const MEMBER_ONLY = new Set<Rule | undefined>(['member', 'owner', 'peer']);

let w: AuthzWorld;
beforeAll(async () => {
  w = await buildAuthzWorld(endpoints);
}, 60_000);

describe('authorization matrix', () => {
  it('has exactly one rule for every route and method on disk', () => {
    const missing = rows.filter((r) => !r.row).map((r) => `${r.method} /api/${r.route}`);
    expect(missing, 'routes without a rule in RULES').toEqual([]);
    const onDisk = new Set(endpoints.map((e) => `${e.route} ${e.method}`));
    const stale = Object.entries(RULES).flatMap(([route, methods]) =>
      Object.keys(methods).filter((m) => !onDisk.has(`${route} ${m}`)).map((m) => `${m} /api/${route}`));
    expect(stale, 'rules for routes that do not exist').toEqual([]);
    const unproven = rows.filter((r) => (ruleOf(r.row) === 'owner' || ruleOf(r.row) === 'peer') && typeof r.row !== 'object');
    expect(unproven.map((r) => `${r.method} /api/${r.route}`), 'owner/peer rows need a check').toEqual([]);
  });

  for (const { route, method, row } of rows) {
    const rule = ruleOf(row);
    it(`${method} /api/${route} [${rule ?? 'no rule'}] as a visitor`, async () => {
      expect(rule, 'declare a rule in RULES').toBeDefined();
      const body = { token: 'forged-token', password: 'Forged-password-1', password_confirm: 'Forged-password-1' };
      const query = rule === 'token' ? 'token=forged-token' : '';
      const headers = { 'x-heartline-peer': '203.0.113.7' };
      let res: Awaited<ReturnType<AuthzWorld['call']>> | undefined;
      const changed = await changes(async () => {
        res = await w.call(route, method, { query, headers, body: method === 'GET' ? undefined : body });
      });
      expect(res!.status).toBeLessThan(500);
      if (MEMBER_ONLY.has(rule)) {
        expect([res!.status, res!.json.error]).toEqual([403, 'auth_required']);
      } else {
        expect(res!.json?.error).not.toBe('auth_required');
      }
      if (rule === 'loopback') expect(res!.status).toBe(404);
      if (rule === 'token') {
        expect(String(res!.status === 303 ? res!.headers.get('location') : res!.status)).toMatch(/error|^4\d\d$/);
        expect(res!.setCookies.filter((c) => c.startsWith('hl_session=') && !c.startsWith('hl_session=;'))).toEqual([]);
      }
      if (MEMBER_ONLY.has(rule) || rule === 'token' || rule === 'loopback') expect(changed).toEqual([]);
    });
    if (rule === 'loopback') {
      it(`${method} /api/${route} [loopback] answers on this machine`, async () => {
        const res = await w.call(route, method, { headers: { 'x-heartline-peer': '127.0.0.1' } });
        expect(res.status).toBe(200);
      });
    }
    if (typeof row === 'object') {
      it(`${method} /api/${route} [${rule}] between members`, () => row.check(w));
    }
  }
});
