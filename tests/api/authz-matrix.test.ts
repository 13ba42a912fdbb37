// Authorization matrix (issue 9, "Net"): every API route and method found on disk has ONE row in
// RULES below, or this test fails, so a new route cannot ship without a declared rule. Rules:
//   public    anyone, visitors included
//   token     anyone holding a mailed single-use token; a forged token is refused
//   loopback  only over a loopback socket (developer outbox, metrics); 404 to anyone else
//   member    a logged-in member, on their own data only; visitors get 403 auth_required
//   owner     member, and the request names resources: another member's are refused, unchanged
//   peer      member, and the request reaches another profile: a block between the two refuses it
// Every row is checked as a visitor. `owner` and `peer` rows (and any other) carry the proof
// between members from support/fuzz-authz-checks.ts: Mia, Olle, and Bea who blocked Mia.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiEndpoints, type Method } from './support/fuzz-routes';
import { buildAuthzWorld, changes, type AuthzWorld } from './support/fuzz-authz';
import { checks } from './support/fuzz-authz-checks';
import { pushUnsubscribeOwn } from './support/push';
import { payChecks } from './support/payments-authz';
import { mailEventsRefusesUnsigned } from './support/mail-events';

type Rule = 'public' | 'token' | 'loopback' | 'member' | 'owner' | 'peer';
type Check = (w: AuthzWorld) => Promise<void>;
type Row = Rule | { rule: Rule; check: Check };

const owner = (check: Check): Row => ({ rule: 'owner', check });
const peer = (check: Check): Row => ({ rule: 'peer', check });
const publicWith = (check: Check): Row => ({ rule: 'public', check });

const RULES: Record<string, Partial<Record<Method, Row>>> = {
  'account-delete.php': { POST: 'member', PUT: 'token' },
  'activate.php': { GET: 'token', POST: 'member' },
  'auto-like.php': { GET: 'member' },
  'baseline.php': { GET: 'public' },
  'block.php': { POST: 'member', DELETE: owner(checks.unblockOnlyOwn) },
  'chat-events.php': { GET: 'member' },
  'chat.php': {
    GET: peer(checks.readConversation),
    POST: peer(checks.sendMessage),
    PUT: peer(checks.markRead),
    DELETE: owner(checks.removeConversation),
  },
  'chats.php': { GET: peer(checks.chatList) },
  'companyinfo.php': { GET: 'public' },
  'complaint.php': { POST: 'public' },
  'delete-discount.php': { GET: 'member', POST: 'member' },
  'export.php': { GET: owner(checks.exportOwn) },
  'geocode.php': { GET: 'public' },
  'gifs.php': { GET: 'member' },
  'gifts.php': { GET: 'member' },
  health: { GET: 'public' },
  'interests.php': { GET: 'public' },
  'like-seen.php': { POST: 'member' },
  'like.php': { POST: peer(checks.like), DELETE: peer(checks.unlike) },
  'likes.php': { GET: owner(checks.likesLists) },
  'logout.php': { GET: 'public' },
  'mail-change.php': { POST: owner(checks.mailChangeOwn), PUT: 'token' },
  'mailbox.php': { GET: 'loopback' },
  // The SMTP provider's signed webhook (admin console, issue 15): unsigned or stale is refused.
  'mail-events.php': { POST: publicWith(mailEventsRefusesUnsigned) },
  'matches.php': { GET: 'member' },
  'member.php': { GET: publicWith(checks.viewBlocker) },
  metrics: { GET: 'loopback' },
  'notifications.php': {
    GET: owner(checks.notificationsOwn),
    PUT: owner(checks.notificationSettingsOwn),
    POST: owner(checks.reenableOwn),
  },
  'password-reset.php': { POST: 'public', PUT: 'token' },
  'password.php': { PUT: owner(checks.passwordOwn) },
  'photos.php': { POST: 'member', PUT: owner(checks.mainPhotoOwn), DELETE: owner(checks.deletePhotoOwn) },
  'profile.php': { GET: owner(checks.profileOwn), PUT: owner(checks.profileEditOwn) },
  ready: { GET: 'public' },
  'regions.php': { GET: 'public' },
  'search.php': { GET: publicWith(checks.searchHidesBlocker) },
  'settings.php': { GET: 'public' },
  'signup.php': { POST: 'public' },
  'swipe.php': { GET: 'member', POST: peer(checks.swipe) },
  'typing.php': { POST: peer(checks.typing) },
  'unsubscribe.php': { POST: 'token' },
  'page-hidden.php': { POST: 'public', DELETE: 'member' },
  // Payments (issue 12).
  'directdebit.php': { GET: 'member', POST: 'member', PUT: owner(payChecks.directDebitOwn) },
  'discountcode.php': { GET: 'member' },
  'order.php': {
    GET: owner(payChecks.orderOwn),
    POST: owner(payChecks.retryOwn),
    DELETE: owner(payChecks.cancelOwn),
  },
  'packages.php': { GET: 'public' },
  'payment-methods.php': { GET: 'member' },
  'payment-webhook.php': { POST: 'public' },
  'refund.php': { POST: owner(payChecks.refundOwn) },
  'repeat-order.php': { GET: 'member', POST: 'member' },
  'test-checkout.php': { POST: 'public' },
  'time-bonus.php': { GET: 'member' },
  'transactions.php': { GET: owner(payChecks.transactionsOwn) },
  'user.php': {
    GET: owner(checks.userOwn),
    POST: 'public',
    PUT: owner(checks.languageOwn),
    DELETE: owner((w) => pushUnsubscribeOwn(w, changes)),
  },
};

// The console's routes (app/api/admin) have their own role matrix: tests/api/admin/authz-matrix.test.ts.
const endpoints = (await apiEndpoints()).filter((e) => !e.route.startsWith('admin/'));
const rows = endpoints.map((e) => ({ ...e, row: RULES[e.route]?.[e.method] }));
const ruleOf = (row: Row | undefined) => (typeof row === 'object' ? row.rule : row);
const MEMBER_ONLY = new Set<Rule | undefined>(['member', 'owner', 'peer']);
const named = (r: { route: string; method: string }) => `${r.method} /api/${r.route}`;

let w: AuthzWorld;
beforeAll(async () => {
  w = await buildAuthzWorld(endpoints);
}, 60_000);

describe('authorization matrix', () => {
  it('has exactly one rule for every route and method on disk', () => {
    expect(rows.filter((r) => !r.row).map(named), 'routes without a rule in RULES').toEqual([]);
    const onDisk = new Set(endpoints.map(named));
    const declared = Object.entries(RULES).flatMap(([route, methods]) =>
      Object.keys(methods).map((method) => named({ route, method })),
    );
    expect(
      declared.filter((d) => !onDisk.has(d)),
      'rules for routes that do not exist',
    ).toEqual([]);
    const unproven = rows.filter(
      (r) => ['owner', 'peer'].includes(ruleOf(r.row)!) && typeof r.row !== 'object',
    );
    expect(unproven.map(named), 'owner and peer rows need a check').toEqual([]);
  });

  for (const { route, method, row } of rows) {
    const rule = ruleOf(row);
    it(`${method} /api/${route} [${rule ?? 'no rule'}] as a visitor`, async () => {
      expect(rule, 'declare a rule in RULES').toBeDefined();
      const body = {
        token: 'forged-token',
        password: 'Forged-password-1',
        password_confirm: 'Forged-password-1',
      };
      const query = rule === 'token' ? 'token=forged-token' : '';
      const headers = { 'x-heartline-peer': '203.0.113.7' };
      let res: Awaited<ReturnType<AuthzWorld['call']>> | undefined;
      const changed = await changes(async () => {
        res = await w.call(route, method, { query, headers, body: method === 'GET' ? undefined : body });
      });
      expect(res!.status).toBeLessThan(500);
      if (MEMBER_ONLY.has(rule)) expect([res!.status, res!.json.error]).toEqual([403, 'auth_required']);
      else expect(res!.json?.error).not.toBe('auth_required');
      if (rule === 'loopback') expect(res!.status).toBe(404);
      if (rule === 'token') {
        const outcome = res!.status === 303 ? res!.headers.get('location') : String(res!.status);
        expect(outcome).toMatch(/error|^4\d\d$/);
        const sessions = res!.setCookies.filter((c) => /^hl_session=[^;]/.test(c));
        expect(sessions, 'a forged token logs nobody in').toEqual([]);
      }
      if (rule !== 'public') expect(changed).toEqual([]);
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
