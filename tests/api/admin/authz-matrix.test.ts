// The console's role × endpoint matrix (issue 15, Proof): every route under app/api/admin has one
// row in RULES (a route without one fails this file). Each row names the console part the route
// belongs to; lib/admin/roles.ts says which roles use that part. For every endpoint:
//   - a visitor and a member (member session cookie) get 401 staff_auth_required, nothing changes;
//   - each staff role outside the part gets 403 staff_forbidden, nothing changes;
//   - each role inside the part gets past authorization (not 401/403);
//   - a change (POST/PUT/PATCH/DELETE) from another origin is refused (403 cross_origin) even for
//     the owner, and with the row's `example` request it succeeds and writes an audit entry.
// `example` builds a valid request in the world (create what the action needs); every mutating
// row must have one.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { rolesFor, STAFF_ROLES, type AdminArea, type StaffRole } from '@/lib/admin/roles';
import { apiRequest, callRoute, createMember, createSite, loginAs } from '../../setup/fixtures';
import { apiEndpoints, type Method } from '../support/fuzz-routes';
import { fingerprint } from '../support/fuzz-harness';
import { auditCount, staffOfEveryRole, type TestStaff } from '../support/admin';
import { memberWithNoticesOff, openComplaint } from '../support/admin-compl';
import { waitingInboxConversation } from '../support/inbox';

export type AdminWorld = {
  siteId: number;
  staff: Record<StaffRole, TestStaff>;
  memberCookie: string;
};

type Example = (w: AdminWorld) => Promise<{ query?: string; body?: unknown }>;
type Row = { area: AdminArea | 'public' | 'any-staff'; example?: Example };

const RULES: Record<string, Partial<Record<Method, Row>>> = {
  // Sign-in and sign-out are open to anyone (sign-out without a session changes nothing).
  'admin/session': { POST: { area: 'public' }, GET: { area: 'any-staff' }, DELETE: { area: 'public' } },
  // Complaints inbox and mail health (moderator, owner).
  'admin/complaints': {
    GET: { area: 'complaints' },
    PATCH: { area: 'complaints', example: async (w) => ({ body: { id: await openComplaint(w.siteId), status: 'in_progress', note: 'Matrix note' } }) },
  },
  'admin/mail': {
    GET: { area: 'mail' },
    POST: { area: 'mail', example: async (w) => ({ body: { userId: await memberWithNoticesOff(w.siteId, 'bounce'), reason: 'bounce' } }) },
  },
  // Moderation: photo queue, profile text review, member actions (moderator, owner).
  'admin/photos': {
    POST: { area: 'photos', example: async (w) => ({ body: { decision: 'approve', id: await (await import('../support/admin-moderation')).examplePendingPhoto(w.siteId) } }) },
  },
  'admin/texts': {
    POST: {
      area: 'texts',
      example: async (w) => {
        const { profileId, seen } = await (await import('../support/admin-moderation')).exampleChangedText(w.siteId);
        return { body: { decision: 'approve', profileId, seen } };
      },
    },
  },
  'admin/members': {
    POST: {
      area: 'members',
      example: async (w) => ({ body: { action: 'credits', userId: await (await import('../support/admin-moderation')).exampleMember(w.siteId), delta: 5, reason: 'Matrix credit' } }),
    },
  },
  'admin/dashboard': { GET: { area: 'dashboard' } },
  'admin/inbox': { GET: { area: 'inbox' } },
  'admin/inbox/conversation': {
    GET: { area: 'inbox', example: async (w) => ({ query: `id=${(await waitingInboxConversation(w.siteId)).conversationId}` }) },
  },
  'admin/inbox/claim': {
    POST: { area: 'inbox', example: async (w) => ({ body: { conversationId: (await waitingInboxConversation(w.siteId)).conversationId } }) },
    // The owner (the first allowed role) holds the claim it lets go of.
    DELETE: {
      area: 'inbox',
      example: async (w) => ({ query: `conversationId=${(await waitingInboxConversation(w.siteId, w.staff.owner.id)).conversationId}` }),
    },
  },
  'admin/inbox/reply': {
    POST: {
      area: 'inbox',
      example: async (w) => ({ body: { conversationId: (await waitingInboxConversation(w.siteId, w.staff.owner.id)).conversationId, body: 'Hi!' } }),
    },
  },
  'admin/inbox/notes': {
    PUT: { area: 'inbox', example: async (w) => ({ body: { profileId: (await waitingInboxConversation(w.siteId)).fictionalId, notes: 'Likes sailing' } }) },
  },
  'admin/inbox/events': { GET: { area: 'inbox', example: async () => ({ query: 'once=1' }) } },
  'admin/sites': {
    GET: { area: 'sites' },
    POST: { area: 'sites', example: async (w) => ({ body: { fromSiteId: w.siteId, name: 'Matrix copy', host: `matrix-${Math.random().toString(36).slice(2, 10)}.localhost` } }) },
    PUT: { area: 'sites', example: async (w) => ({ body: { id: w.siteId, name: `Matrix ${Math.random().toString(36).slice(2, 8)}` } }) },
  },
  'admin/staff': {
    GET: { area: 'staff' },
    POST: { area: 'staff', example: async () => ({ body: { email: `matrix-${Math.random().toString(36).slice(2, 10)}@staff.test`, name: 'Matrix', role: 'operator', siteIds: null } }) },
    PATCH: {
      area: 'staff',
      example: async () => {
        const { signedInStaff } = await import('../support/admin');
        return { body: { id: (await signedInStaff('operator')).id, action: 'disable' } };
      },
    },
  },
  'admin/audit': { GET: { area: 'audit' } },
  'admin/packages': {
    GET: { area: 'packages', example: async (w) => ({ query: `site_id=${w.siteId}` }) },
    POST: {
      area: 'packages',
      example: async (w) => ({
        body: { site_id: w.siteId, tier: 'p1', credits: 100, currency: 'EUR', country: null, popular: false, active: true, sort: 1, prices: [{ currency: 'EUR', price_cents: 1795 }] },
      }),
    },
    PUT: { area: 'packages', example: async (w) => ({ body: { id: await (await import('../support/admin-money')).examplePackage(w.siteId), credits: 60 } }) },
    DELETE: { area: 'packages', example: async (w) => ({ query: `id=${await (await import('../support/admin-money')).examplePackage(w.siteId)}` }) },
  },
  'admin/codes': {
    GET: { area: 'codes', example: async (w) => ({ query: `site_id=${w.siteId}` }) },
    POST: { area: 'codes', example: async (w) => ({ body: { site_id: w.siteId, code: `M${Math.random().toString(36).slice(2, 10)}`, value_percentage: 10 } }) },
    PATCH: { area: 'codes', example: async (w) => ({ body: { id: await (await import('../support/admin-money')).exampleCode(w.siteId), status: 'disabled' } }) },
  },
  'admin/orders': { GET: { area: 'orders' } },
  'admin/orders/refund': {
    POST: { area: 'orders', example: async (w) => ({ body: { order_id: await (await import('../support/admin-money')).examplePaidOrder(w.siteId), reason: 'Matrix refund' } }) },
  },
  'admin/direct-debit': {
    GET: { area: 'orders', example: async (w) => ({ query: `site_id=${w.siteId}` }) },
    PUT: { area: 'orders', example: async (w) => ({ body: { site_id: w.siteId, user_id: null, max_cents: 1000 + Math.floor(Math.random() * 1e6), period_days: 30 } }) },
    DELETE: { area: 'orders', example: async (w) => ({ query: `id=${await (await import('../support/admin-money')).exampleLimit(w.siteId)}` }) },
  },
  'admin/payment-blocks': {
    POST: { area: 'orders', example: async (w) => ({ body: { site_id: w.siteId, kind: 'mobile', value: (await import('../support/admin-money')).freshMobile(), reason: 'matrix' } }) },
    DELETE: { area: 'orders', example: async (w) => ({ query: `id=${await (await import('../support/admin-money')).exampleBlock(w.siteId)}` }) },
  },
};

const MUTATING = new Set<Method>(['POST', 'PUT', 'PATCH', 'DELETE']);
// Tables a call may touch without changing anything: the limiter's counts, the staff session's
// last-seen time (moved by every authenticated call).
const BOOKKEEPING = new Set(['rate_limits', 'staff_sessions']);

const endpoints = (await apiEndpoints()).filter((e) => e.route.startsWith('admin/'));
const named = (e: { route: string; method: string }) => `${e.method} /api/${e.route}`;
const allowed = (row: Row): StaffRole[] =>
  row.area === 'public' || row.area === 'any-staff' ? [...STAFF_ROLES] : rolesFor(row.area);

let w: AdminWorld;
let tables: string[] = [];

async function unchanged(fn: () => Promise<unknown>): Promise<string[]> {
  const before = await fingerprint(tables);
  await fn();
  const after = await fingerprint(tables);
  return Object.keys(after).filter((k) => before[k] !== after[k]);
}

beforeAll(async () => {
  const site = await createSite();
  const m = await createMember({ siteId: site.id, withProfile: true });
  w = { siteId: site.id, staff: await staffOfEveryRole(), memberCookie: await loginAs(m.user.email, m.password) };
  const rows = (await (await getDb()).execute(sql`select tablename from pg_tables where schemaname = 'public'`)) as unknown as {
    rows: { tablename: string }[];
  };
  tables = rows.rows.map((r) => r.tablename).filter((t) => !BOOKKEEPING.has(t));
}, 60_000);

function call(e: (typeof endpoints)[number], opts: { cookie?: string; query?: string; body?: unknown; headers?: Record<string, string> }) {
  const url = `http://localhost/api/${e.route}${opts.query ? `?${opts.query}` : ''}`;
  const body = opts.body ?? (e.method === 'GET' || e.method === 'DELETE' ? undefined : {});
  return callRoute(e.handler, apiRequest(e.method, url, { cookie: opts.cookie, body, headers: opts.headers }));
}

describe('console authorization matrix', () => {
  it('has exactly one rule for every console route and method on disk', () => {
    expect(endpoints.filter((e) => !RULES[e.route]?.[e.method]).map(named), 'routes without a rule').toEqual([]);
    const onDisk = new Set(endpoints.map(named));
    const declared = Object.entries(RULES).flatMap(([route, methods]) => Object.keys(methods).map((method) => named({ route, method })));
    expect(declared.filter((d) => !onDisk.has(d)), 'rules for routes that do not exist').toEqual([]);
    const noExample = endpoints.filter((e) => MUTATING.has(e.method) && RULES[e.route]?.[e.method]?.area !== 'public' && e.route !== 'admin/session' && !RULES[e.route]?.[e.method]?.example);
    expect(noExample.map(named), 'changing routes need an example request').toEqual([]);
  });

  for (const e of endpoints) {
    const row = RULES[e.route]?.[e.method];
    if (!row || row.area === 'public') continue;
    const roles = allowed(row);

    it(`${named(e)} [${row.area}] refuses visitors and members, changing nothing`, async () => {
      for (const cookie of [undefined, w.memberCookie]) {
        let res: Awaited<ReturnType<typeof call>> | undefined;
        const changed = await unchanged(async () => {
          res = await call(e, { cookie });
        });
        expect([res!.status, res!.json.error]).toEqual([401, 'staff_auth_required']);
        expect(changed).toEqual([]);
      }
    });

    for (const role of STAFF_ROLES) {
      if (roles.includes(role)) {
        it(`${named(e)} [${row.area}] lets the ${role} in`, async () => {
          const ex = row.example ? await row.example(w) : {};
          const res = await call(e, { cookie: w.staff[role].cookie, ...ex });
          expect(res.status, JSON.stringify(res.json)).not.toBe(401);
          expect([403, res.json?.error]).not.toEqual([403, 'staff_forbidden']);
        });
      } else {
        it(`${named(e)} [${row.area}] refuses the ${role}, changing nothing`, async () => {
          let res: Awaited<ReturnType<typeof call>> | undefined;
          const ex = row.example ? await row.example(w) : {};
          const changed = await unchanged(async () => {
            res = await call(e, { cookie: w.staff[role].cookie, ...ex });
          });
          expect([res!.status, res!.json.error]).toEqual([403, 'staff_forbidden']);
          expect(changed).toEqual([]);
        });
      }
    }

    if (MUTATING.has(e.method) && row.example) {
      const example = row.example;
      it(`${named(e)} [${row.area}] refuses another origin, and audits the change`, async () => {
        const who = w.staff[roles[0]];
        const ex = await example(w);
        const cross = await call(e, { cookie: who.cookie, ...ex, headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.test' } });
        expect([cross.status, cross.json.error]).toEqual([403, 'cross_origin']);
        const before = await auditCount();
        const res = await call(e, { cookie: who.cookie, ...ex });
        expect(res.status, JSON.stringify(res.json)).toBeLessThan(300);
        expect(await auditCount()).toBeGreaterThan(before);
      });
    }
  }
});
