// /api/matches.php: the match finder's ranking (region, country, neighbours; activity inside a
// tier), its filters, keyset paging without gaps or repeats, the signup matches, bad input, and
// index use with 10,000 profiles.
import { sql } from 'drizzle-orm';
import { GET } from '@/app/api/matches.php/route';
import { getDb } from '@/lib/server/db/client';
import { candidatesInSegment } from '@/lib/server/matching/repo';
import { apiRequest, callRoute, createMember, createSite, loginAs } from '../setup/fixtures';
import { activeAgo, block, createCandidate, createSwiper, like } from './support/discovery';

type Site = Awaited<ReturnType<typeof createSite>>;
let site: Site;

const get = (cookie: string | null, query: string) =>
  callRoute(
    GET,
    apiRequest('GET', `http://localhost/api/matches.php?${query}`, { cookie: cookie ?? undefined }),
  );
const ids = (res: { json: { profiles: { id: number }[] } }) => res.json.profiles.map((p) => p.id);

beforeAll(async () => {
  site = await createSite();
});

describe('GET /api/matches.php?kind=finder', () => {
  it('ranks the region, then the country, then neighbouring countries, each by recent activity', async () => {
    // Ireland/GB: no other test uses them, so the list holds only this test's profiles.
    const me = await createSwiper(site.id, {
      country: 'IE',
      region: 'D',
      gender: 'female',
      interest: 'men',
      birthDate: '1980-06-01',
    });
    const c = (o: Parameters<typeof createCandidate>[0]) =>
      createCandidate({ gender: 'male', interest: 'women', birthDate: '1982-01-01', ...o });
    const r1 = await c({ country: 'IE', region: 'D', lastActiveAt: activeAgo(50) });
    const r2 = await c({ country: 'IE', region: 'D', lastActiveAt: activeAgo(10) });
    const c1 = await c({ country: 'IE', region: 'C', lastActiveAt: activeAgo(1) });
    const c2 = await c({ country: 'IE', region: null, lastActiveAt: activeAgo(20) });
    const n1 = await c({ country: 'GB', region: 'LND', lastActiveAt: activeAgo(3) });
    const n2 = await c({ country: 'GB', region: 'MAN', lastActiveAt: activeAgo(2) });
    const excluded = [
      await c({ country: 'US', region: 'NY' }), // not a neighbour
      await c({ country: 'IE', region: 'D', gender: 'female', interest: 'men' }), // not the preference
      await c({ country: 'IE', region: 'D', interest: 'men' }), // looks for men only
      await c({ country: 'IE', region: 'D', birthDate: '2003-01-01' }), // too young for the band
      await c({ country: 'IE', region: 'D', status: 'disabled' }),
      await c({ country: 'IE', region: 'D', photo: null }),
    ];
    const liked = await c({ country: 'IE', region: 'D' });
    const blocked = await c({ country: 'IE', region: 'D' });
    await like(me.profileId, liked.id);
    await block(blocked.id, me.profileId);

    const res = await get(me.cookie, 'kind=finder');
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([r2.id, r1.id, c1.id, c2.id, n2.id, n1.id]);
    for (const p of [...excluded, liked, blocked]) expect(ids(res)).not.toContain(p.id);
    expect(res.json.next_cursor).toBeNull();
    // Fictional profiles are allowed and flagged for the fictional icon.
    expect(res.json.profiles[0]).toMatchObject({ id: r2.id, is_fictional: true, age: expect.any(Number) });
  });

  it('widens the age band for older members', async () => {
    const me = await createSwiper(site.id, { country: 'PT', region: '11', birthDate: '1961-01-01' });
    // ±14 at 60+: a woman 12 years younger is in, 20 years younger is out.
    const younger = await createCandidate({ country: 'PT', region: '11', birthDate: '1973-01-01' });
    const muchYounger = await createCandidate({ country: 'PT', region: '11', birthDate: '1981-01-01' });
    const res = await get(me.cookie, 'kind=finder');
    expect(ids(res)).toContain(younger.id);
    expect(ids(res)).not.toContain(muchYounger.id);
  });

  it('pages with a cursor: every profile once, in ranking order, then no cursor', async () => {
    const me = await createSwiper(site.id, { country: 'SE', region: 'AB' });
    const db = await getDb();
    const made: number[] = [];
    for (let i = 0; i < 60; i++) {
      // Ties on last_active_at (pairs) and microsecond times exercise the keyset.
      const p = await createCandidate({ country: i % 3 === 0 ? 'NO' : 'SE', region: i % 2 ? 'AB' : 'C' });
      made.push(p.id);
    }
    await db.execute(
      sql`update profiles set last_active_at = now() - make_interval(secs => (id / 2) * 1.000123) where country in ('SE', 'NO') and user_id is null`,
    );
    const whole: number[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const res = await get(me.cookie, `kind=finder${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      sizes.push(res.json.profiles.length);
      whole.push(...ids(res));
      cursor = res.json.next_cursor;
    } while (cursor);
    expect(sizes).toEqual([24, 24, 12]);
    expect(new Set(whole).size).toBe(60);
    expect([...whole].sort((a, b) => a - b)).toEqual([...made].sort((a, b) => a - b));
    // Same region first, then the rest of Sweden, then Norway.
    const tierOf = (id: number) => {
      const i = made.indexOf(id);
      return i % 3 === 0 ? 2 : i % 2 ? 0 : 1;
    };
    const tiers = whole.map(tierOf);
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
  });

  it('answers bad input with a 4xx', async () => {
    const me = await createSwiper(site.id);
    expect((await get(me.cookie, 'kind=everyone')).json.error).toBe('invalid_input');
    expect((await get(me.cookie, '')).status).toBe(422);
    const bad = await get(me.cookie, 'kind=finder&cursor=not-a-cursor');
    expect([bad.status, bad.json.error]).toEqual([422, 'invalid_cursor']);
    const forged = Buffer.from(JSON.stringify({ t: 0, a: "x'; drop table profiles; --", i: 1 })).toString(
      'base64url',
    );
    expect((await get(me.cookie, `kind=finder&cursor=${forged}`)).status).toBe(422);
    expect((await get(null, 'kind=finder')).json).toMatchObject({ error: 'auth_required' });
    const noProfile = await createMember({ siteId: site.id });
    const cookie = await loginAs(noProfile.user.email, noProfile.password);
    const missing = await get(cookie, 'kind=finder');
    expect([missing.status, missing.json.error]).toEqual([404, 'profile_missing']);
  });
});

describe('GET /api/matches.php?kind=signup', () => {
  it('shows the top 12 of the same ranking and no further page', async () => {
    const me = await createSwiper(site.id, { country: 'DK', region: '84' });
    const made = [];
    for (let i = 0; i < 15; i++)
      made.push(await createCandidate({ country: 'DK', region: '84', lastActiveAt: activeAgo(i) }));
    const res = await get(me.cookie, 'kind=signup');
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual(made.slice(0, 12).map((p) => p.id));
    expect(res.json.next_cursor).toBeNull();
    const finder = await get(me.cookie, 'kind=finder');
    expect(ids(finder).slice(0, 12)).toEqual(ids(res));
  });
});

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
};
const planNodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(planNodes)];

describe('cost', () => {
  it('reads a page through the activity indexes with 10,000 profiles', async () => {
    const db = await getDb();
    await db.execute(sql`
      insert into profiles (name, gender, birth_date, country, region, status, is_fictional, interest, last_active_at)
      select 'Bulk' || g, case when g % 2 = 0 then 'female' else 'male' end,
             date '1970-01-01' + (g % 12000), (array['NL','BE','DE','GB','US'])[1 + g % 5],
             (array['NH','ZH','UT','NB','GE'])[1 + (g / 5) % 5], 'active', true, 'both',
             now() - make_interval(mins => g)
      from generate_series(1, 10000) g`);
    await db.execute(sql`
      insert into photos (profile_id, filename, thumb_filename, status, width, height)
      select id, 'b' || id || '.jpg', 'b' || id || '-t.jpg', 'active', 320, 320 from profiles where name like 'Bulk%'`);
    await db.execute(
      sql`update profiles set main_photo_id = photos.id from photos where photos.profile_id = profiles.id and profiles.name like 'Bulk%'`,
    );
    await db.execute(sql`analyze`);

    const me = await createSwiper(site.id, { country: 'NL', region: 'NH' });
    const base = {
      siteId: site.id,
      me: me.profileId,
      interestIncluding: 'men',
      bornFrom: '1983-01-01',
      bornTo: '1997-12-31',
    };
    // Either the country index or the search's gender+country one gives the activity order.
    const byCountry = /^profiles_(gender_)?country_activity_idx$/;
    for (const [segment, genders, index] of [
      [{ country: 'NL', region: 'NH' }, ['female'], /^profiles_region_activity_idx$/],
      [{ country: 'NL', notRegion: 'NH' }, ['female'], byCountry],
      [{ country: 'DE' }, ['female'], byCountry],
      [{ country: 'DE' }, ['female', 'male'], /^profiles_country_activity_idx$/],
    ] as const) {
      const filter = { ...base, genders: [...genders] };
      const plan = (await db.execute(
        sql`explain (analyze, format json) ${candidatesInSegment(db, filter, segment, null, 25)}`,
      )) as unknown as { rows: { 'QUERY PLAN': unknown }[] };
      const nodes = planNodes((plan.rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0].Plan);
      const scan = nodes.find((n) => n['Relation Name'] === 'profiles')!;
      expect(scan['Index Name'], JSON.stringify(segment)).toMatch(index);
      // Read in index order: no sort, and about a page of rows, not the 2,000 of the country.
      expect(nodes.some((n) => n['Node Type'] === 'Sort')).toBe(false);
      expect(scan['Actual Rows']).toBeLessThanOrEqual(200);
    }
  });
});
