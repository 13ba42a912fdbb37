// Landers (issue 13): the copy variant per site, slug and locale; which profiles a lander shows.
import { describe, expect, it, beforeAll } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { landerVariants } from '@/lib/server/db/schema';
import { landerProfile, landerProfiles, landerVariant } from '@/lib/server/landers/service';
import { createMember, createSite } from '../setup/fixtures';
import { addPhotos, otherProfile, setProfile } from './support/search';

describe('lander copy variants', () => {
  let siteA: { id: number };
  let siteB: { id: number };

  beforeAll(async () => {
    siteA = await createSite({ hosts: ['variants-a.test'] });
    siteB = await createSite({ hosts: ['variants-b.test'] });
    await (await getDb()).insert(landerVariants).values([
      {
        siteId: siteA.id,
        lander: 'maplanding',
        slug: 'amsterdam',
        locale: '',
        headline: 'Singles in Amsterdam',
        text: 'All',
      },
      {
        siteId: siteA.id,
        lander: 'maplanding',
        slug: 'amsterdam',
        locale: 'nl',
        headline: 'Singles in Amsterdam (nl)',
        text: 'NL',
      },
      {
        siteId: siteB.id,
        lander: 'maplanding',
        slug: 'rotterdam',
        locale: '',
        headline: 'Singles in Rotterdam',
        text: 'B',
      },
    ]);
  });

  it("takes the locale's own row before the row for every locale", async () => {
    expect(await landerVariant(siteA, 'maplanding', 'amsterdam', 'nl')).toEqual({
      headline: 'Singles in Amsterdam (nl)',
      text: 'NL',
    });
    expect(await landerVariant(siteA, 'maplanding', 'amsterdam', 'de')).toEqual({
      headline: 'Singles in Amsterdam',
      text: 'All',
    });
  });

  it("is null without a slug, for an unknown slug, another lander, or another site's variant", async () => {
    expect(await landerVariant(siteA, 'maplanding', undefined, 'en')).toBeNull();
    expect(await landerVariant(siteA, 'maplanding', 'utrecht', 'en')).toBeNull();
    expect(await landerVariant(siteA, 'gallery', 'amsterdam', 'en')).toBeNull();
    expect(await landerVariant(siteA, 'maplanding', 'rotterdam', 'en')).toBeNull();
    expect(await landerVariant(siteB, 'maplanding', 'rotterdam', 'en')).toMatchObject({
      headline: 'Singles in Rotterdam',
    });
  });
});

describe('lander profiles', () => {
  it('shows visible profiles with an approved photo, the given country first', async () => {
    const site = await createSite({ hosts: ['lander-profiles.test'] });
    const other = await createSite({ hosts: ['lander-profiles-other.test'] });
    const fictionalDe = await otherProfile({ country: 'DE', region: 'BE', minutesAgo: 1 });
    const fictionalNl = await otherProfile({ country: 'NL', region: 'NH', minutesAgo: 5 });
    const noPhoto = await otherProfile({ country: 'NL', minutesAgo: 2 });
    const pending = await otherProfile({ country: 'NL', minutesAgo: 2 });
    const disabled = await otherProfile({ country: 'NL', minutesAgo: 2 });
    const { profile: ownMember } = await createMember({ siteId: site.id, withProfile: { country: 'NL' } });
    const { profile: foreignMember } = await createMember({
      siteId: other.id,
      withProfile: { country: 'NL' },
    });
    for (const p of [fictionalDe, fictionalNl, disabled, ownMember!, foreignMember!])
      await addPhotos(p.id, 1);
    await addPhotos(pending.id, 1, 'pending');
    await setProfile(disabled.id, { status: 'disabled' });
    await setProfile(ownMember!.id, { lastActiveAt: new Date(Date.now() - 10 * 60_000) });

    const shown = await landerProfiles(site, 'NL', 50);
    const ids = shown.map((p) => p.id);
    expect(ids).toContain(fictionalNl.id);
    expect(ids).toContain(ownMember!.id);
    expect(ids).toContain(fictionalDe.id);
    for (const hidden of [noPhoto.id, pending.id, disabled.id, foreignMember!.id])
      expect(ids).not.toContain(hidden);
    // The visitor's country first, whatever the activity: the German profile, most recently active, comes after.
    expect(ids.indexOf(fictionalDe.id)).toBeGreaterThan(ids.indexOf(ownMember!.id));
    expect(shown.find((p) => p.id === fictionalNl.id)).toMatchObject({
      isFictional: true,
      country: 'NL',
      region: 'NH',
    });
    // With Germany as the visitor's country, the German profile leads.
    expect((await landerProfiles(site, 'DE', 50))[0].id).toBe(fictionalDe.id);
  });

  it('finds one member for a member landing only when the site shows it', async () => {
    const site = await createSite({ hosts: ['lander-one.test'] });
    const other = await createSite({ hosts: ['lander-one-other.test'] });
    const { profile: mine } = await createMember({ siteId: site.id, withProfile: { name: 'Mira' } });
    const { profile: theirs } = await createMember({ siteId: other.id, withProfile: true });
    await addPhotos(mine!.id, 1);
    await addPhotos(theirs!.id, 1);
    expect(await landerProfile(site, mine!.id)).toMatchObject({ id: mine!.id, name: 'Mira' });
    expect(await landerProfile(site, theirs!.id)).toBeNull();
    expect(await landerProfile(site, 0)).toBeNull();
    expect(await landerProfile(site, 99_999_999_999)).toBeNull();
    await setProfile(mine!.id, { status: 'disabled' });
    expect(await landerProfile(site, mine!.id)).toBeNull();
  });
});
