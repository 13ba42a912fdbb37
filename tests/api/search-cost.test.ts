// Search cost on 10,000 profiles (two in three with an approved main photo): every filter
// combination reads its page through an index in the search order (photo first, then activity) —
// no sequential scan of profiles, no sort, and about one page of rows examined.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { countQuery, searchPage, type SearchFilter } from '@/lib/server/search/repo';
import { SEARCH_COUNT_CAP, SEARCH_PAGE_SIZE } from '@/lib/schemas/search';
import { birthDateRange } from '@/lib/utils/age-range';
import { createSite, createMember } from '../setup/fixtures';
import { block } from './support/discovery';
import { bulkMainPhotos, bulkProfiles, explain, planNodes } from './support/search';

const TOTAL = 10_000;

async function plan(filter: SearchFilter, after: { photo: boolean; at: string; id: number } | null = null) {
  const db = await getDb();
  const root = await explain(searchPage(db, filter, after, SEARCH_PAGE_SIZE + 1));
  const nodes = planNodes(root);
  const onProfiles = nodes.filter((n) => n['Relation Name'] === 'profiles');
  // Rows the profiles scan looked at: the ones it returned plus the ones its filter threw away.
  const examined = onProfiles.reduce(
    (sum, n) =>
      sum + ((n['Actual Rows'] ?? 0) + (n['Rows Removed by Filter'] ?? 0)) * (n['Actual Loops'] ?? 1),
    0,
  );
  return { nodes, onProfiles, examined, returned: root['Actual Rows'] };
}

function expectIndexedPage(p: Awaited<ReturnType<typeof plan>>, maxExamined: number) {
  const types = p.nodes.map((n) => n['Node Type']);
  expect(types).not.toContain('Sort');
  expect(types).not.toContain('Incremental Sort');
  expect(p.onProfiles.map((n) => n['Node Type'])).not.toContain('Seq Scan');
  expect(p.onProfiles.some((n) => /Index/.test(n['Node Type']))).toBe(true);
  expect(p.returned).toBe(SEARCH_PAGE_SIZE + 1);
  expect(p.examined).toBeLessThanOrEqual(maxExamined);
}

describe('search cost with 10,000 profiles', () => {
  let siteId = 0;
  let viewer = 0;

  it('seeds 10,000 profiles in one statement', async () => {
    const site = await createSite();
    siteId = site.id;
    const me = await createMember({ siteId, withProfile: { gender: 'male', country: 'NL' } });
    viewer = me.profile!.id;
    await bulkProfiles(TOTAL);
    await bulkMainPhotos(3);
    const db = await getDb();
    const count = await db.$count((await import('@/lib/server/db/schema')).profiles);
    expect(count).toBe(TOTAL + 1);
    // A few blocks so the NOT EXISTS is exercised with rows present.
    await block(viewer, 2);
    await block(4, viewer);
  });

  it('no filters: one page straight from the activity index', async () => {
    const p = await plan({ siteId, viewerProfileId: null });
    expectIndexedPage(p, SEARCH_PAGE_SIZE + 2);
  });

  it('gender: about one page', async () => {
    const p = await plan({ siteId, viewerProfileId: viewer, gender: 'female' });
    expectIndexedPage(p, SEARCH_PAGE_SIZE + 4);
  });

  it('gender and country: about one page', async () => {
    const p = await plan({ siteId, viewerProfileId: viewer, gender: 'female', country: 'DE' });
    expectIndexedPage(p, SEARCH_PAGE_SIZE + 4);
  });

  it('country and region: a couple of pages (region is a third of the country)', async () => {
    const p = await plan({ siteId, viewerProfileId: viewer, country: 'BE', region: 'NH' });
    expectIndexedPage(p, 4 * SEARCH_PAGE_SIZE);
  });

  it('every filter with an age range: a few pages at most, never the table', async () => {
    const range = birthDateRange(25, 40);
    const p = await plan({ siteId, viewerProfileId: viewer, gender: 'female', country: 'NL', ...range });
    // Ages 25–40 are about a third of 18–67: the scan keeps ~1 row in 3.
    expectIndexedPage(p, 6 * SEARCH_PAGE_SIZE);
  });

  it('a later page (keyset cursor) costs the same as the first, in either photo segment', async () => {
    const db = await getDb();
    const filter: SearchFilter = { siteId, viewerProfileId: viewer, gender: 'female', country: 'DE' };
    const at = (row: Awaited<ReturnType<typeof searchPage>>[number]) => ({
      photo: row.profile.hasPhoto,
      at: row.at,
      id: row.profile.id,
    });
    let rows = await searchPage(db, filter, null, SEARCH_PAGE_SIZE + 1);
    expect(rows[0].profile.hasPhoto).toBe(true);
    for (let i = 0; i < 5; i++)
      rows = await searchPage(db, filter, at(rows[SEARCH_PAGE_SIZE - 1]), SEARCH_PAGE_SIZE + 1);
    expectIndexedPage(await plan(filter, at(rows[SEARCH_PAGE_SIZE - 1])), SEARCH_PAGE_SIZE + 4);
    // Past the last profile with a photo: the same index, in the segment without.
    const lastWithPhoto = (await searchPage(db, { ...filter }, null, 2000))
      .filter((r) => r.profile.hasPhoto)
      .at(-1)!;
    rows = await searchPage(db, filter, at(lastWithPhoto), SEARCH_PAGE_SIZE + 1);
    expect(rows.every((r) => !r.profile.hasPhoto)).toBe(true);
    expectIndexedPage(await plan(filter, at(lastWithPhoto)), SEARCH_PAGE_SIZE + 4);
  });

  it('control: without the photo and activity indexes the same page needs a sort (the test can fail)', async () => {
    const db = await getDb();
    const rollback = new Error('rollback');
    await db
      .transaction(async (tx) => {
        // DDL is transactional in PostgreSQL: the indexes come back with the rollback.
        for (const name of [
          'profiles_photo_activity_idx',
          'profiles_gender_photo_activity_idx',
          'profiles_gender_country_photo_activity_idx',
          'profiles_country_photo_activity_idx',
          'profiles_region_photo_activity_idx',
        ]) {
          await tx.execute(sql.raw(`drop index ${name}`));
        }
        const root = await explain(
          searchPage(tx, { siteId, viewerProfileId: viewer, gender: 'female' }, null, SEARCH_PAGE_SIZE + 1),
          tx,
        );
        const types = planNodes(root).map((n) => n['Node Type']);
        expect(types.some((t) => t === 'Sort' || t === 'Seq Scan')).toBe(true);
        throw rollback;
      })
      .catch((err) => {
        if (err !== rollback) throw err;
      });
    const p = await plan({ siteId, viewerProfileId: viewer, gender: 'female' });
    expectIndexedPage(p, SEARCH_PAGE_SIZE + 4);
  });

  it('the count stops at the cap: it never reads the whole table', async () => {
    const db = await getDb();
    const root = await explain(countQuery(db, { siteId, viewerProfileId: viewer }, SEARCH_COUNT_CAP));
    const scans = planNodes(root).filter((n) => n['Relation Name'] === 'profiles');
    const examined = scans.reduce(
      (s, n) => s + (n['Actual Rows'] ?? 0) + (n['Rows Removed by Filter'] ?? 0),
      0,
    );
    expect(examined).toBeLessThanOrEqual(SEARCH_COUNT_CAP + 10);
    expect(examined).toBeGreaterThan(SEARCH_COUNT_CAP);
  });
});
