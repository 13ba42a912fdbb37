// GET /api/search.php: every filter, the site's search_fields, validation (422 and nothing else),
// keyset paging without duplicates or gaps (ties included), the capped count, logged-out rules,
// and that disabled, other-site, own and blocked profiles (both ways) never appear.
import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/search.php/route';
import { POST as BLOCK } from '@/app/api/block.php/route';
import { SEARCH_COUNT_CAP, SEARCH_PAGE_SIZE } from '@/lib/schemas/search';
import { apiRequest, callRoute, createMember, createSite, loginAs } from '../setup/fixtures';
import { block } from './support/discovery';
import { bornYearsAgo, bulkProfiles, otherProfile } from './support/search';

type Site = Awaited<ReturnType<typeof createSite>>;
let site: Site;

const search = (query: Record<string, string | number>, cookie?: string, host = 'localhost') =>
  callRoute(
    GET,
    apiRequest(
      'GET',
      `http://${host}/api/search.php?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
      {
        cookie,
      },
    ),
  );

const ids = (json: { profiles: { id: number }[] }) => json.profiles.map((p) => p.id);

/** Every page of a search, following next_cursor. */
async function allPages(query: Record<string, string | number>, cookie?: string) {
  const pages: number[][] = [];
  let cursor: string | null = null;
  let first: { num_results: number | null } | null = null;
  do {
    const res = await search(cursor ? { ...query, cursor } : query, cookie);
    expect(res.status).toBe(200);
    first ??= res.json;
    if (cursor) expect(res.json.num_results).toBeNull();
    pages.push(ids(res.json));
    cursor = res.json.next_cursor;
  } while (cursor && pages.length < 100);
  return { pages, numResults: first!.num_results };
}

describe('search filters', () => {
  let anna: number, bea: number, carl: number, dora: number, eva: number;
  let cookie: string;

  beforeAll(async () => {
    site = await createSite({ config: { countries: ['NL', 'BE'] } });
    const me = await createMember({ siteId: site.id, withProfile: { gender: 'male', country: 'NL' } });
    cookie = await loginAs(me.user.email, me.password);
    anna = (
      await otherProfile({
        name: 'Anna',
        gender: 'female',
        country: 'NL',
        region: 'NH',
        birthDate: bornYearsAgo(25),
      })
    ).id;
    bea = (
      await otherProfile({
        name: 'Bea',
        gender: 'female',
        country: 'NL',
        region: 'ZH',
        birthDate: bornYearsAgo(40),
      })
    ).id;
    carl = (
      await otherProfile({
        name: 'Carl',
        gender: 'male',
        country: 'NL',
        region: 'NH',
        birthDate: bornYearsAgo(30),
      })
    ).id;
    dora = (
      await otherProfile({
        name: 'Dora',
        gender: 'female',
        country: 'BE',
        region: 'VAN',
        birthDate: bornYearsAgo(18),
      })
    ).id;
    eva = (
      await otherProfile({
        name: 'Eva',
        gender: 'female',
        country: 'BE',
        region: null,
        birthDate: bornYearsAgo(99),
      })
    ).id;
  });

  it('without filters: everyone else, most recently active first, with a count', async () => {
    const res = await search({}, cookie);
    expect(res.status).toBe(200);
    expect(ids(res.json)).toEqual([anna, bea, carl, dora, eva]);
    expect(res.json.num_results).toBe(5);
    expect(res.json.num_results_capped).toBe(false);
    expect(res.json.next_cursor).toBeNull();
    expect(res.json.profiles[0]).toMatchObject({
      id: anna,
      name: 'Anna',
      age: 25,
      country: 'NL',
      premium: false,
    });
  });

  it('gender', async () => {
    expect(ids((await search({ gender: 'male' }, cookie)).json)).toEqual([carl]);
    expect(ids((await search({ gender: 'female' }, cookie)).json)).toEqual([anna, bea, dora, eva]);
  });

  it('country (case-insensitive)', async () => {
    expect(ids((await search({ country: 'be' }, cookie)).json)).toEqual([dora, eva]);
  });

  it('region within the country', async () => {
    const res = await search({ country: 'NL', region: 'NH' }, cookie);
    expect(ids(res.json)).toEqual([anna, carl]);
    expect(res.json.num_results).toBe(2);
  });

  it('age range, inclusive at both ends (18 and 99)', async () => {
    expect(ids((await search({ min_age: 25, max_age: 30 }, cookie)).json)).toEqual([anna, carl]);
    expect(ids((await search({ min_age: 18, max_age: 18 }, cookie)).json)).toEqual([dora]);
    expect(ids((await search({ min_age: 99 }, cookie)).json)).toEqual([eva]);
    expect(ids((await search({ max_age: 26 }, cookie)).json)).toEqual([anna, dora]);
  });

  it('all filters together', async () => {
    const res = await search(
      { gender: 'female', country: 'NL', region: 'ZH', min_age: 35, max_age: 45 },
      cookie,
    );
    expect(ids(res.json)).toEqual([bea]);
  });

  it('empty values mean "any"', async () => {
    const res = await search({ gender: '', country: '', region: '', min_age: '', max_age: '' }, cookie);
    expect(ids(res.json)).toHaveLength(5);
  });

  it.each([
    [{ min_age: 17 }, 'min_age'],
    [{ max_age: 100 }, 'max_age'],
    [{ min_age: 'abc' }, 'min_age'],
    [{ min_age: 40, max_age: 30 }, 'max_age'],
    [{ gender: 'other' }, 'gender'],
    [{ country: 'Netherlands' }, 'country'],
    [{ region: 'NH' }, 'region'],
  ])('refuses %o with 422 on %s', async (query, path) => {
    const res = await search(query as Record<string, string | number>, cookie);
    expect(res.status).toBe(422);
    expect(res.json.error).toBe('invalid_input');
    expect(res.json.issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it('refuses a region of another country and a forged cursor', async () => {
    expect((await search({ country: 'BE', region: 'NH' }, cookie)).json.error).toBe('invalid_region');
    for (const raw of [
      '2024-01-01_1',
      '2024-13-45T99:00:00.000000Z_1',
      '2024-01-01T10:00:00.000000Z_9999999999',
      'x',
    ]) {
      const forged = await search({ cursor: Buffer.from(raw).toString('base64url') }, cookie);
      expect(forged.status).toBe(422);
      expect(forged.json.error).toBe('invalid_cursor');
    }
    // A well-formed cursor far in the past (without a photo, the last segment) is simply the end of the list.
    const end = await search(
      { cursor: Buffer.from('p0_2000-01-01T00:00:00.000000Z_1').toString('base64url') },
      cookie,
    );
    expect(end.json).toMatchObject({ profiles: [], next_cursor: null, num_results: null });
  });

  it('applies only the filters the site shows (settings.search_fields)', async () => {
    const genderOnly = await createSite({
      hosts: ['gender-only.test'],
      isDefault: false,
      config: { searchFields: ['gender'] },
    });
    const m = await createMember({ siteId: genderOnly.id, withProfile: true });
    const other = await loginAs(m.user.email, m.password, 'gender-only.test');
    const res = await search({ gender: 'female', country: 'BE', min_age: 90 }, other, 'gender-only.test');
    expect(res.status).toBe(200);
    // Country and age are ignored: every woman shown on every site (the fictional ones).
    expect(ids(res.json)).toEqual([anna, bea, dora, eva]);
  });
});

describe('who never appears', () => {
  it('disabled, other-site, own, and blocked either way', async () => {
    const me = await createMember({ siteId: site.id, withProfile: { name: 'Me' } });
    const cookie = await loginAs(me.user.email, me.password);
    const other = await createSite({ hosts: ['other.test'], isDefault: false });
    const visible = await otherProfile({ name: 'Visible', minutesAgo: 0 });
    const disabled = await otherProfile({ name: 'Disabled', status: 'disabled', minutesAgo: 0 });
    const elsewhere = await createMember({ siteId: other.id, withProfile: { name: 'Elsewhere' } });
    const sameSite = await createMember({ siteId: site.id, withProfile: { name: 'Neighbour' } });
    const iBlocked = await otherProfile({ name: 'IBlocked', minutesAgo: 0 });
    const blockedMe = await createMember({ siteId: site.id, withProfile: { name: 'BlockedMe' } });
    await callRoute(
      BLOCK,
      apiRequest('POST', 'http://localhost/api/block.php', { cookie, body: { profile_id: iBlocked.id } }),
    );
    await block(blockedMe.profile!.id, me.profile!.id);

    const found = (await allPages({}, cookie)).pages.flat();
    expect(found).toContain(visible.id);
    expect(found).toContain(sameSite.profile!.id);
    for (const hidden of [
      disabled.id,
      elsewhere.profile!.id,
      me.profile!.id,
      iBlocked.id,
      blockedMe.profile!.id,
    ]) {
      expect(found).not.toContain(hidden);
    }
    // The member who blocked me does not find me either; a visitor sees both of us.
    const theirs = (await allPages({}, await loginAs(blockedMe.user.email, blockedMe.password))).pages.flat();
    expect(theirs).not.toContain(me.profile!.id);
    const visitor = (await allPages({})).pages.flat();
    expect(visitor).toEqual(expect.arrayContaining([me.profile!.id, blockedMe.profile!.id, iBlocked.id]));
    expect(visitor).not.toContain(disabled.id);
  });
});

describe('logged-out search', () => {
  it('logged_out_search false: visitors are asked to log in, members search', async () => {
    const closed = await createSite({
      hosts: ['closed.test'],
      isDefault: false,
      config: { loggedOutSearch: false },
    });
    const res = await search({}, undefined, 'closed.test');
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ error: 'search_login_required', reason: 'logged_out' });
    expect(res.json.auth_required).toBeUndefined();
    const m = await createMember({ siteId: closed.id, withProfile: true });
    expect(
      (await search({}, await loginAs(m.user.email, m.password, 'closed.test'), 'closed.test')).status,
    ).toBe(200);
  });

  it('logged_out_search_trafficsource: visitors only with a network or ref', async () => {
    await createSite({
      hosts: ['traffic.test'],
      isDefault: false,
      config: { loggedOutSearch: true, loggedOutSearchTrafficsource: true },
    });
    const without = await search({}, undefined, 'traffic.test');
    expect(without.status).toBe(403);
    expect(without.json).toMatchObject({ error: 'search_login_required', reason: 'traffic_source' });
    expect((await search({ ref: ' ' }, undefined, 'traffic.test')).status).toBe(403);
    expect((await search({ network: 'adnet' }, undefined, 'traffic.test')).status).toBe(200);
    expect((await search({ ref: 'partner7' }, undefined, 'traffic.test')).status).toBe(200);
  });
});

describe('paging', () => {
  it('walks every match exactly once in a stable order, ties on last_active_at included', async () => {
    const pagingSite = await createSite({ hosts: ['paging.test'], isDefault: false });
    const m = await createMember({ siteId: pagingSite.id, withProfile: { country: 'BE' } });
    const cookie = await loginAs(m.user.email, m.password, 'paging.test');
    const same = new Date(Date.now() - 3 * 60_000);
    const made: number[] = [];
    for (let i = 0; i < 2 * SEARCH_PAGE_SIZE + 5; i++) {
      // Every third profile shares one timestamp: the id breaks the tie.
      const p = await otherProfile({
        country: 'GB',
        region: null,
        ...(i % 3 === 0 ? { lastActiveAt: same } : { minutesAgo: i }),
      });
      made.push(p.id);
    }
    const query = { country: 'GB' };
    const walk = async () => {
      const pages: number[][] = [];
      let cursor: string | null = null;
      let count: number | null = null;
      do {
        const res = await search(cursor ? { ...query, cursor } : query, cookie, 'paging.test');
        expect(res.status).toBe(200);
        if (!cursor) count = res.json.num_results;
        else expect(res.json.num_results).toBeNull();
        pages.push(ids(res.json));
        cursor = res.json.next_cursor;
      } while (cursor);
      return { pages, count };
    };
    const { pages, count } = await walk();
    expect(pages.map((p) => p.length)).toEqual([SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE, 5]);
    const flat = pages.flat();
    expect(new Set(flat).size).toBe(flat.length);
    expect([...flat].sort((a, b) => a - b)).toEqual([...made].sort((a, b) => a - b));
    expect(count).toBe(made.length);
    // Stable: walking again gives the same order.
    expect((await walk()).pages.flat()).toEqual(flat);
  });

  it('caps the count and says so', async () => {
    await createSite({ hosts: ['cap.test'], isDefault: false });
    await bulkProfiles(SEARCH_COUNT_CAP + 20);
    const res = await callRoute(GET, apiRequest('GET', 'http://cap.test/api/search.php'));
    expect(res.status).toBe(200);
    expect(res.json.num_results).toBe(SEARCH_COUNT_CAP);
    expect(res.json.num_results_capped).toBe(true);
    expect(res.json.profiles).toHaveLength(SEARCH_PAGE_SIZE);
  });
});
