// /api/profile.php: the member's own profile, the editable fields and the site's visible fields.
import { eq } from 'drizzle-orm';
import { GET, PUT } from '@/app/api/profile.php/route';
import { getDb } from '@/lib/server/db/client';
import { photos, profiles } from '@/lib/server/db/schema';
import { apiRequest, callRoute, createMember, createSite, loginAs } from '../setup/fixtures';
import { seedInterests } from './support/photos';

const URL_ = 'http://localhost/api/profile.php';
type Site = Awaited<ReturnType<typeof createSite>>;
let site: Site;
let hobbySite: Site;

async function profileRow(id: number) {
  const [row] = await (await getDb()).select().from(profiles).where(eq(profiles.id, id));
  return row;
}

async function member(siteId: number, host = 'localhost') {
  const m = await createMember({
    siteId,
    withProfile: { name: 'Anna', country: 'NL', region: 'NH', city: 'Haarlem' },
  });
  return { ...m, cookie: await loginAs(m.user.email, m.password, host) };
}

const put = (cookie: string, body: unknown, host = 'localhost', headers?: Record<string, string>) =>
  callRoute(PUT, apiRequest('PUT', `http://${host}/api/profile.php`, { cookie, body, headers }));

beforeAll(async () => {
  site = await createSite();
  // The demo sites list hobbies among the visible fields; the test default does not.
  hobbySite = await createSite({
    name: 'Hobbies',
    isDefault: false,
    hosts: ['hobbies.localhost'],
    config: {
      visibleProfileFields: ['interest', 'hobbies'],
      visibleProfileNotes: [],
    },
  });
  await seedInterests();
});

describe('GET /api/profile.php', () => {
  it('refuses visitors with 403 auth_required', async () => {
    const res = await callRoute(GET, apiRequest('GET', URL_));
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ error: 'auth_required', auth_required: true });
  });

  it('answers the own profile with every photo, pending ones included', async () => {
    const { profile, cookie } = await member(site.id);
    const db = await getDb();
    const [active] = await db
      .insert(photos)
      .values({
        profileId: profile!.id,
        filename: 'a.jpg',
        thumbFilename: 'at.jpg',
        status: 'active',
        width: 10,
        height: 10,
      })
      .returning();
    await db.insert(photos).values({
      profileId: profile!.id,
      filename: 'p.jpg',
      thumbFilename: 'pt.jpg',
      status: 'pending',
      width: 10,
      height: 10,
    });
    await db.update(profiles).set({ mainPhotoId: active.id }).where(eq(profiles.id, profile!.id));

    const res = await callRoute(GET, apiRequest('GET', URL_, { cookie }));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: profile!.id,
      name: 'Anna',
      gender: 'male',
      birth_date: '1990-05-17',
      country: 'NL',
      region: 'NH',
      city: 'Haarlem',
      about: '',
      interest: null,
      hobbies: [],
      status: 'active',
      main_image: { filename: 'a.jpg', thumb_filename: 'at.jpg', status: 'active' },
      max_photos: 3,
    });
    expect(res.json.photos).toEqual([
      { id: active.id, filename: 'a.jpg', thumb_filename: 'at.jpg', status: 'active', main: true },
      expect.objectContaining({ filename: 'p.jpg', status: 'pending', main: false }),
    ]);
  });

  it('answers 404 profile_missing for a member without a profile', async () => {
    const m = await createMember({ siteId: site.id });
    const cookie = await loginAs(m.user.email, m.password);
    const res = await callRoute(GET, apiRequest('GET', URL_, { cookie }));
    expect(res.status).toBe(404);
    expect(res.json.error).toBe('profile_missing');
  });
});

describe('PUT /api/profile.php', () => {
  it('saves any subset of the fields and answers the updated profile', async () => {
    const { profile, cookie } = await member(site.id);
    const res = await put(cookie, {
      name: '  Anneke ',
      about: 'I like long walks.',
      interest: 'men',
      hair_color: 'red',
      eye_color: 'green',
      body_type: 'slim',
      relationship_status: 'single',
      city: 'Utrecht',
      region: 'UT',
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      name: 'Anneke',
      about: 'I like long walks.',
      hair_color: 'red',
      region: 'UT',
    });
    const row = await profileRow(profile!.id);
    expect(row).toMatchObject({
      name: 'Anneke',
      hairColor: 'red',
      eyeColor: 'green',
      bodyType: 'slim',
      city: 'Utrecht',
    });

    // Clearing an attribute with null; untouched fields stay.
    const cleared = await put(cookie, { hair_color: null });
    expect(cleared.json).toMatchObject({ hair_color: null, eye_color: 'green', name: 'Anneke' });
  });

  it('drops a region that does not belong to a newly chosen country', async () => {
    const { profile, cookie } = await member(site.id);
    const res = await put(cookie, { country: 'be' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ country: 'BE', region: null });
    expect((await profileRow(profile!.id)).region).toBeNull();
  });

  it('saves hobbies where the site shows them', async () => {
    const { cookie } = await member(hobbySite.id, 'hobbies.localhost');
    const res = await put(cookie, { hobbies: ['wine', 'hiking'] }, 'hobbies.localhost');
    expect(res.status).toBe(200);
    expect(res.json.hobbies).toEqual(['wine', 'hiking']);
  });

  const refused: [string, unknown, number, string][] = [
    ['a name starting with @', { name: '@anna' }, 422, 'invalid_input'],
    ['a one-letter name', { name: 'A' }, 422, 'invalid_input'],
    ['an unknown attribute value', { hair_color: 'purple' }, 422, 'invalid_input'],
    ['an unknown field', { credits: 1000 }, 422, 'invalid_input'],
    ['a birth date (not editable)', { birth_date: '2001-01-01' }, 422, 'invalid_input'],
    ['a region of another country', { region: 'BY' }, 422, 'region_invalid'],
    ['a country the site does not serve', { country: 'DE' }, 422, 'country_invalid'],
    ['hobbies where the site hides them', { hobbies: ['wine'] }, 422, 'field_hidden'],
    ['an overlong about me', { about: 'x'.repeat(2001), name: 'Changed' }, 422, 'invalid_input'],
    ['a body that is not an object', '[1,2]', 422, 'invalid_input'],
    ['malformed JSON', '{"name":', 400, 'invalid_json'],
  ];
  it.each(refused)('refuses %s and changes nothing', async (_label, body, status, code) => {
    const { profile, cookie } = await member(site.id);
    const before = await profileRow(profile!.id);
    const res = await put(cookie, body);
    expect(res.status).toBe(status);
    expect(res.json.error).toBe(code);
    expect(await profileRow(profile!.id)).toEqual(before);
  });

  it('refuses the e-mail address as name (spec §5)', async () => {
    const { profile, cookie, user } = await member(site.id);
    const res = await put(cookie, { name: user.email.toUpperCase() });
    expect(res.status).toBe(422);
    expect(res.json.error).toBe('name_is_email');
    expect((await profileRow(profile!.id)).name).toBe('Anna');
  });

  it('refuses unknown hobbies and about me where the site hides notes', async () => {
    const { profile, cookie } = await member(hobbySite.id, 'hobbies.localhost');
    const unknown = await put(cookie, { hobbies: ['wine', 'skydiving'] }, 'hobbies.localhost');
    expect(unknown.status).toBe(422);
    expect(unknown.json).toEqual({ error: 'hobbies_invalid', hobbies: ['skydiving'] });
    const about = await put(cookie, { about: 'hello' }, 'hobbies.localhost');
    expect(about.status).toBe(422);
    expect(about.json).toEqual({ error: 'field_hidden', fields: ['about'] });
    const hidden = await put(cookie, { hair_color: 'red' }, 'hobbies.localhost');
    expect(hidden.json).toEqual({ error: 'field_hidden', fields: ['hair_color'] });
    expect(await profileRow(profile!.id)).toMatchObject({ hobbies: [], about: '', hairColor: null });
  });

  it('refuses visitors, cross-origin requests and non-JSON bodies', async () => {
    const { profile, cookie } = await member(site.id);
    expect((await callRoute(PUT, apiRequest('PUT', URL_, { body: { name: 'Hacker' } }))).status).toBe(403);
    const cross = await put(cookie, { name: 'Hacker' }, 'localhost', { 'sec-fetch-site': 'cross-site' });
    expect(cross.status).toBe(403);
    expect(cross.json.error).toBe('cross_origin');
    const form = await put(cookie, 'name=Hacker', 'localhost', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    expect((await profileRow(profile!.id)).name).toBe('Anna');
  });
});
