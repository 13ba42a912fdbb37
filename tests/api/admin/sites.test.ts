// The owner's sites (issue 15, Owner → Sites): create a site like an existing one, edit every
// per-host setting through the app's own siteConfigSchema, hosts that name one site each, the
// fictional disclosure the console cannot switch off, audit rows of what changed, site scoping,
// and a change that the next request sees (settings.php, no restart). The welcome bonus switch.
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { siteConfigSchema } from '@/lib/schemas/site-config';
import { and, eq } from 'drizzle-orm';
import { GET, POST, PUT } from '@/app/api/admin/sites/route';
import { GET as SETTINGS } from '@/app/api/settings.php/route';
import { GET as TIME_BONUS } from '@/app/api/time-bonus.php/route';
import { GET as PACKAGES } from '@/app/api/packages.php/route';
import { getDb } from '@/lib/server/db/client';
import {
  auditLog,
  creditPackages,
  discountCodes,
  landerVariants,
  packagePrices,
  siteDomains,
  sitePages,
  sites,
} from '@/lib/server/db/schema';
import { apiRequest, callRoute } from '../../setup/fixtures';
import { asStaff, auditCount, lastAudit, signedInStaff, type TestStaff } from '../support/admin';
import { addCode, order, paySite, payMember } from '../support/payments';

let owner: TestStaff;
let baseId: number;

const settingsOf = (host: string) =>
  callRoute(SETTINGS, apiRequest('GET', `http://${host}/api/settings.php`));
const put = (who: TestStaff, body: unknown) => asStaff(PUT, who, 'PUT', '/api/admin/sites', { body });
const post = (who: TestStaff, body: unknown) => asStaff(POST, who, 'POST', '/api/admin/sites', { body });
const siteRow = async (id: number) => (await (await getDb()).select().from(sites).where(eq(sites.id, id)))[0];
let n = 0;
const host = () => `site-${++n}-${Math.random().toString(36).slice(2, 8)}.localhost`;

beforeAll(async () => {
  const base = await paySite({ hosts: ['localhost'] });
  baseId = base.site.id;
  await addCode(baseId, { code: 'WELCOME10', kind: 'welcome', valuePercentage: '10.0' });
  const db = await getDb();
  await db.insert(sitePages).values({ siteId: baseId, page: 'terms', locale: 'en', body: 'Our own terms.' });
  await db
    .insert(landerVariants)
    .values({
      siteId: baseId,
      lander: 'city',
      slug: 'amsterdam',
      headline: 'Amsterdam',
      text: 'Meet people.',
    });
  owner = await signedInStaff('owner');
}, 60_000);

async function newSite(name = 'Copy') {
  const h = host();
  const res = await post(owner, { fromSiteId: baseId, name, host: h });
  expect(res.status).toBe(200);
  return { id: res.json.site.id as number, host: h };
}

describe('POST /api/admin/sites: a new site like an existing one', () => {
  it('copies the config, packages with every price, the welcome code, page texts and lander copy; new name, domain, host; audited', async () => {
    const h = host();
    // The host answered as the default site before (and that answer was cached).
    expect((await settingsOf(h)).json.name).toBe('Heartline');
    const before = await auditCount();
    const res = await post(owner, { fromSiteId: baseId, name: 'Second Love', host: h.toUpperCase() });
    expect(res.status).toBe(200);
    const id = res.json.site.id;
    expect(res.json.site).toMatchObject({
      name: 'Second Love',
      domain: h,
      hosts: [h],
      packages: 4,
      isDefault: false,
    });
    const db = await getDb();
    const made = await siteRow(id);
    expect(made.config).toEqual((await siteRow(baseId)).config);
    const pkgs = await db.select().from(creditPackages).where(eq(creditPackages.siteId, id));
    expect(pkgs.map((p) => [p.tier, p.priceCents, p.popular]).sort()).toEqual([
      ['p0', 995, false],
      ['p1', 1795, false],
      ['p2', 3995, true],
      ['p3', 6995, false],
    ]);
    const prices = await db
      .select()
      .from(packagePrices)
      .where(eq(packagePrices.packageId, pkgs.find((p) => p.tier === 'p2')!.id));
    expect(prices.map((p) => `${p.currency}:${p.priceCents}`).sort()).toEqual(['EUR:3995', 'PLN:16999']);
    const welcome = await db
      .select()
      .from(discountCodes)
      .where(and(eq(discountCodes.siteId, id), eq(discountCodes.kind, 'welcome')));
    expect(welcome.map((c) => c.code)).toEqual(['WELCOME10']);
    const pages = await db.select().from(sitePages).where(eq(sitePages.siteId, id));
    expect(pages.map((p) => [p.page, p.locale, p.body])).toEqual([['terms', 'en', 'Our own terms.']]);
    const landers = await db.select().from(landerVariants).where(eq(landerVariants.siteId, id));
    expect(landers.map((l) => [l.lander, l.slug, l.headline])).toEqual([['city', 'amsterdam', 'Amsterdam']]);
    expect(await auditCount()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({
      action: 'site.create',
      targetType: 'site',
      targetId: String(id),
      siteId: id,
      staffId: owner.id,
    });
    // The next request on that host is the new site: no restart.
    expect((await settingsOf(h)).json).toMatchObject({ name: 'Second Love', domain: h });
  });

  it('refuses a taken host, an unknown base site and bad input, changing nothing', async () => {
    const before = await auditCount();
    const count = (await (await getDb()).select().from(sites)).length;
    expect((await post(owner, { fromSiteId: baseId, name: 'X', host: 'localhost' })).json).toMatchObject({
      error: 'host_taken',
    });
    expect((await post(owner, { fromSiteId: 999_999, name: 'X', host: host() })).status).toBe(404);
    for (const body of [
      { fromSiteId: baseId, name: '', host: host() },
      { fromSiteId: baseId, name: 'X', host: 'bad host' },
      { fromSiteId: baseId, name: 'X', host: 'a..b' },
      { fromSiteId: baseId, name: 'X', host: 'evil.test:3000' },
      { fromSiteId: 'one', name: 'X', host: host() },
      { name: 'X', host: host() },
    ]) {
      const res = await post(owner, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.error).toBe('invalid_input');
    }
    expect(await auditCount()).toBe(before);
    expect((await (await getDb()).select().from(sites)).length).toBe(count);
  });

  it('an owner limited to some sites cannot create one (it would be out of their sight)', async () => {
    const limited = await signedInStaff('owner', { siteIds: [baseId] });
    const res = await post(limited, { fromSiteId: baseId, name: 'Mine', host: host() });
    expect(res.status).toBe(403);
    expect(res.json.error).toBe('staff_forbidden_site');
  });
});

describe('PUT /api/admin/sites: every per-host setting', () => {
  it('a new name shows on the next settings.php of that host (no restart); the audit keeps what changed', async () => {
    const s = await newSite('Before Name');
    expect((await settingsOf(s.host)).json.name).toBe('Before Name'); // cached now
    const res = await put(owner, { id: s.id, name: 'After Name' });
    expect(res.status).toBe(200);
    expect(res.json.site.changed).toEqual(['name']);
    expect((await settingsOf(s.host)).json.name).toBe('After Name');
    expect(await lastAudit()).toMatchObject({
      action: 'site.update',
      targetId: String(s.id),
      siteId: s.id,
      before: { name: 'Before Name' },
      after: { name: 'After Name' },
    });
  });

  it('changes columns and config keys together; only changed keys are audited; the config stays valid', async () => {
    const s = await newSite();
    const res = await put(owner, {
      id: s.id,
      domainLanguage: 'nl_NL',
      niche: 2,
      cdnPrefix: 'https://cdn.example.com/media/',
      config: {
        messageCredits: 3,
        refundDays: 30,
        countries: ['NL', 'BE', 'DE'],
        minimumMessageCosts: { NL: { costs: 59, currency: 'EUR' } },
        signups: 'trafficsource',
        liveCamUrl: 'https://cams.example.com/',
        welcomeBonus: false,
        supportEmail: 'help@example.com',
      },
    });
    expect(res.status).toBe(200);
    const row = await siteRow(s.id);
    expect(row).toMatchObject({
      domainLanguage: 'nl_NL',
      niche: 2,
      cdnPrefix: 'https://cdn.example.com/media/',
    });
    expect(row.config).toMatchObject({
      messageCredits: 3,
      refundDays: 30,
      countries: ['NL', 'BE', 'DE'],
      welcomeBonus: false,
      fictionalWarning: true,
    });
    const entry = await lastAudit();
    expect(Object.keys(entry.before as object).sort()).toEqual([
      'cdnPrefix',
      'config',
      'domainLanguage',
      'niche',
    ]);
    expect((entry.before as { config: object }).config).toMatchObject({
      messageCredits: 1,
      refundDays: 14,
      liveCamUrl: null,
    });
    expect(Object.keys((entry.after as { config: object }).config).sort()).toEqual([
      'countries',
      'liveCamUrl',
      'messageCredits',
      'minimumMessageCosts',
      'refundDays',
      'signups',
      'supportEmail',
      'welcomeBonus',
    ]);
    const settings = (await settingsOf(s.host)).json;
    expect(settings).toMatchObject({
      message_credits: 3,
      refund_days: 30,
      niche: 2,
      signups: 'trafficsource',
    });
  });

  it('the optional app settings are set, and unset again with null (the app default)', async () => {
    const s = await newSite();
    expect(
      (await put(owner, { id: s.id, config: { appShortName: 'Short', themeColor: '#112233' } })).status,
    ).toBe(200);
    expect((await siteRow(s.id)).config).toMatchObject({ appShortName: 'Short', themeColor: '#112233' });
    expect((await put(owner, { id: s.id, config: { appShortName: null } })).status).toBe(200);
    const config = (await siteRow(s.id)).config;
    expect('appShortName' in config).toBe(false);
    expect(config.themeColor).toBe('#112233');
    expect(await lastAudit()).toMatchObject({
      before: { config: { appShortName: 'Short' } },
      after: { config: { appShortName: null } },
    });
    // Null is no way to unset a required setting.
    expect((await put(owner, { id: s.id, config: { refundDays: null } })).status).toBe(422);
  });

  it('a request that changes nothing writes no audit row', async () => {
    const s = await newSite('Same');
    const before = await auditCount();
    const res = await put(owner, { id: s.id, name: 'Same', config: { refundDays: 14 } });
    expect(res.status).toBe(200);
    expect(res.json.site.changed).toEqual([]);
    expect(await auditCount()).toBe(before);
  });

  it('bad values are refused per field (paths the form maps), nothing changes', async () => {
    const s = await newSite();
    const before = await siteRow(s.id);
    const audits = await auditCount();
    const cases: [unknown, string][] = [
      [{ config: { messageCredits: -1 } }, 'config.messageCredits'],
      [{ config: { messageLength: 0 } }, 'config.messageLength'],
      [{ config: { countries: [] } }, 'config.countries'],
      [{ config: { countries: ['NLD'] } }, 'config.countries.0'],
      [{ config: { supportEmail: 'not-mail' } }, 'config.supportEmail'],
      [{ config: { signups: 'some' } }, 'config.signups'],
      [{ config: { deleteDiscount: 101 } }, 'config.deleteDiscount'],
      [{ config: { liveCamUrl: 'javascript:alert(1)x' } }, 'config.liveCamUrl'],
      [{ config: { themeColor: 'purple' } }, 'config.themeColor'],
      [{ config: { company: { name: 'Only a name' } } }, 'config.company.address'],
      [
        { config: { minimumMessageCosts: { NL: { costs: 'x', currency: 'EUR' } } } },
        'config.minimumMessageCosts.NL.costs',
      ],
      [
        { config: { minimumMessageCosts: { US: { costs: 50, currency: 'USD' } } } },
        'config.minimumMessageCosts.US',
      ],
      [{ config: { welcomeBonus: 'yes' } }, 'config.welcomeBonus'],
      [{ name: '  ' }, 'name'],
      [{ domainLanguage: 'english' }, 'domainLanguage'],
      [{ cdnPrefix: 'javascript:x' }, 'cdnPrefix'],
      [{ niche: 0 }, 'niche'],
      [{ hosts: ['ok.localhost', 'not a host'] }, 'hosts.1'],
    ];
    for (const [change, path] of cases) {
      const res = await put(owner, { id: s.id, ...(change as object) });
      expect(res.status, path).toBe(422);
      expect(res.json.error).toBe('invalid_input');
      expect(
        res.json.issues.map((i: { path: string }) => i.path),
        path,
      ).toContain(path);
    }
    expect(await siteRow(s.id)).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('the fictional disclosure stays: the warning cannot be switched off, its words and icon stay', async () => {
    const s = await newSite();
    for (const [config, path] of [
      [{ fictionalWarning: false }, 'config.fictionalWarning'],
      [{ fictionalSingular: ' ' }, 'config.fictionalSingular'],
      [{ fictionalPlural: '' }, 'config.fictionalPlural'],
      [{ fictionalIcon: 'bi-eye-slash' }, 'config.fictionalIcon'],
    ] as const) {
      const res = await put(owner, { id: s.id, config });
      expect(res.status).toBe(422);
      expect(res.json.issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    expect((await siteRow(s.id)).config.fictionalWarning).toBe(true);
    const ok = await put(owner, {
      id: s.id,
      config: { fictionalIcon: 'bi-robot', fictionalSingular: 'persona' },
    });
    expect(ok.status).toBe(200);
    expect((await settingsOf(s.host)).json).toMatchObject({
      fictional_icon: 'bi-robot',
      fictional_singular: 'persona',
      fictional_warning: true,
    });
  });

  it('hosts: add and remove; a host names one site; the last host stays', async () => {
    const a = await newSite('Host A');
    const b = await newSite('Host B');
    const extra = host();
    expect((await settingsOf(extra)).json.name).toBe('Heartline'); // unknown: the default site, cached
    const res = await put(owner, { id: a.id, hosts: [a.host, extra] });
    expect(res.status).toBe(200);
    expect(res.json.site.hosts).toEqual([a.host, extra].sort());
    expect((await settingsOf(extra)).json.name).toBe('Host A');
    expect(await lastAudit()).toMatchObject({
      action: 'site.update',
      before: { hosts: [a.host] },
      after: { hosts: [a.host, extra].sort() },
    });

    const audits = await auditCount();
    const taken = await put(owner, { id: a.id, hosts: [a.host, extra, b.host] });
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({ error: 'host_taken', hosts: [b.host] });
    const last = await put(owner, { id: a.id, hosts: [] });
    expect(last.status).toBe(422);
    expect(last.json.issues.map((i: { path: string }) => i.path)).toContain('hosts');
    expect(await auditCount()).toBe(audits);
    const db = await getDb();
    const hostsOfA = (await db.select().from(siteDomains).where(eq(siteDomains.siteId, a.id)))
      .map((r) => r.host)
      .sort();
    expect(hostsOfA).toEqual([a.host, extra].sort());

    expect((await put(owner, { id: a.id, hosts: [extra] })).status).toBe(200);
    expect((await settingsOf(a.host)).json.name).toBe('Heartline'); // no longer this site's
    expect((await settingsOf(extra)).json.name).toBe('Host A');
  });

  it('unknown site 404; an owner limited to other sites is refused it and does not see it listed', async () => {
    const s = await newSite('Hidden');
    expect((await put(owner, { id: 999_999, name: 'X' })).status).toBe(404);
    const limited = await signedInStaff('owner', { siteIds: [baseId] });
    const res = await put(limited, { id: s.id, name: 'Taken over' });
    expect(res.status).toBe(403);
    expect(res.json.error).toBe('staff_forbidden_site');
    expect((await asStaff(GET, limited, 'GET', `/api/admin/sites?id=${s.id}`)).status).toBe(403);
    const list = await asStaff(GET, limited, 'GET', '/api/admin/sites');
    expect(list.json.sites.map((x: { id: number }) => x.id)).toEqual([baseId]);
    const all = await asStaff(GET, owner, 'GET', '/api/admin/sites');
    expect(all.json.sites.map((x: { id: number }) => x.id)).toContain(s.id);
    expect(all.json.sites.find((x: { id: number }) => x.id === baseId)).toMatchObject({
      hosts: ['localhost'],
      members: expect.any(Number),
    });
    expect((await siteRow(s.id)).name).toBe('Hidden');
  });
});

describe('PUT /api/admin/sites with arbitrary values', () => {
  it('never a 5xx; whatever is stored still parses with siteConfigSchema and keeps the warning on', async () => {
    const s = await newSite('Fuzzed');
    const keys = [...Object.keys(siteConfigSchema.shape), 'unknownKey'];
    const value = fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.constantFrom(null, '', -1, 0, 1.5, 'NL', ['NL'], { NL: { costs: 1, currency: 'EUR' } }),
    );
    const change = fc.dictionary(fc.constantFrom(...keys), value, { minKeys: 1, maxKeys: 4 });
    const column = fc.record({
      name: fc.option(fc.string(), { nil: undefined }),
      niche: fc.option(fc.integer(), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(change, column, async (config, cols) => {
        const res = await put(owner, { id: s.id, ...cols, config });
        expect([200, 422]).toContain(res.status);
        const stored = (await siteRow(s.id)).config;
        expect(siteConfigSchema.safeParse(stored).success).toBe(true);
        expect(stored.fictionalWarning).toBe(true);
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});

describe('welcome bonus switch (siteConfig.welcomeBonus)', () => {
  it('off: no time bonus on time-bonus.php, the packages or the order; on again: offered', async () => {
    const m = await payMember(baseId, { signupAgoS: 600 });
    const bonus = () =>
      callRoute(TIME_BONUS, apiRequest('GET', 'http://localhost/api/time-bonus.php', { cookie: m.cookie }));
    const pkgs = () =>
      callRoute(PACKAGES, apiRequest('GET', 'http://localhost/api/packages.php', { cookie: m.cookie }));
    expect((await bonus()).json.active).toBe(true);

    expect((await put(owner, { id: baseId, config: { welcomeBonus: false } })).status).toBe(200);
    expect((await bonus()).json).toMatchObject({ active: false, seconds_left: 0 });
    expect((await pkgs()).json.discount).toBeNull();
    const db = await getDb();
    const [p2] = await db
      .select()
      .from(creditPackages)
      .where(and(eq(creditPackages.siteId, baseId), eq(creditPackages.tier, 'p2')));
    const made = await order(m.cookie, { package_id: p2.id });
    expect(made.json.order.discount).toBeNull();
    expect(made.json.order.amount_cents).toBe(3995);

    expect((await put(owner, { id: baseId, config: { welcomeBonus: true } })).status).toBe(200);
    expect((await bonus()).json.active).toBe(true);
    expect((await pkgs()).json.discount).toMatchObject({ kind: 'time_bonus', code: 'TIMEBONUS25' });
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'site.update'), eq(auditLog.siteId, baseId)));
    expect(entries.at(-1)).toMatchObject({
      before: { config: { welcomeBonus: false } },
      after: { config: { welcomeBonus: true } },
    });
  });
});
