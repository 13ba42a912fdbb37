// The authorization matrix's world and calls: Mia (a member), Olle (another member) and Bea, who
// blocked Mia after writing to her; a conversation Mia–Olle and one Bea–Mia; photos; a like; a
// member of another site. Calls go to the handlers found on disk, by route and method.
import { eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { getDb } from '@/lib/server/db/client';
import { photos, profiles, users } from '@/lib/server/db/schema';
import { apiRequest, callRoute, createMember, type RouteResult } from '../../setup/fixtures';
import { chatMember, text } from './chat';
import { like } from './discovery';
import { addPhotos, setProfile } from './search';
import { createSitePair, fingerprint } from './fuzz-harness';
import type { ApiEndpoint, Method } from './fuzz-routes';

export type AuthzWorld = Awaited<ReturnType<typeof buildAuthzWorld>>;

export async function buildAuthzWorld(endpoints: ApiEndpoint[]) {
  const { site, elsewhere } = await createSitePair();
  const mia = await chatMember(site.id, { name: 'Mia', credits: 30 });
  const olle = await chatMember(site.id, { name: 'Olle', credits: 30, paid: true });
  const bea = await chatMember(site.id, { name: 'Bea', credits: 30 });
  // Details the profile view would not show to Mia once Bea blocked her.
  await setProfile(bea.profileId, { city: 'Blockburg', birthDate: '1977-07-07' });
  await addPhotos(bea.profileId, 1);
  const stranger = await createMember({
    siteId: elsewhere.id,
    withProfile: { name: 'Stella', city: 'Farawaytown' },
  });
  const olleAlbum = await addPhotos(olle.profileId, 2);
  const olleConv: number = (await text(mia.cookie, { profile_id: olle.profileId }, 'Hi Olle')).json
    .conversation_id;
  const beaConv: number = (await text(bea.cookie, { profile_id: mia.profileId }, 'Hi Mia')).json
    .conversation_id;
  await like(olle.profileId, mia.profileId);

  const handler = (route: string, method: Method) => {
    const found = endpoints.find((e) => e.route === route && e.method === method);
    if (!found) throw new Error(`no handler ${method} /api/${route}`);
    return found.handler;
  };
  /** Calls a route as a browser on our page would (cookie, same-origin, JSON body). */
  const call = (
    route: string,
    method: Method,
    opts: { cookie?: string; query?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<RouteResult> =>
    callRoute(
      handler(route, method),
      apiRequest(method, `http://localhost/api/${route}${opts.query ? `?${opts.query}` : ''}`, opts),
    );
  // Bea blocks Mia the way a member does.
  const blocked = await call('block.php', 'POST', {
    cookie: bea.cookie,
    body: { profile_id: mia.profileId },
  });
  if (blocked.status !== 200) throw new Error(`block failed: ${JSON.stringify(blocked.json)}`);

  return {
    site,
    mia,
    olle,
    bea,
    stranger: { ...stranger, profileId: stranger.profile!.id },
    olleAlbum,
    olleConv,
    beaConv,
    call,
    handler,
  };
}

const TABLES = [
  'users',
  'profiles',
  'photos',
  'likes',
  'matches',
  'blocks',
  'conversations',
  'conversation_members',
  'messages',
  'credit_ledger',
  'sessions',
  'outbox',
  'email_tokens',
];

/** Runs `fn` and returns whether it changed any of the member data tables. */
export async function changes(fn: () => Promise<unknown>): Promise<string[]> {
  const before = await fingerprint(TABLES);
  await fn();
  const after = await fingerprint(TABLES);
  return Object.keys(after).filter((k) => before[k] !== after[k]);
}

export async function userRow(id: number) {
  const [row] = await (await getDb()).select().from(users).where(eq(users.id, id));
  return row;
}

export async function profileRow(id: number) {
  const [row] = await (await getDb()).select().from(profiles).where(eq(profiles.id, id));
  return row;
}

export async function photoRow(id: number) {
  const [row] = await (await getDb()).select().from(photos).where(eq(photos.id, id));
  return row;
}

/** GET /api/export.php as a member: the archive's account.json and every file name. */
export async function exportAs(world: AuthzWorld, cookie: string, query = '') {
  const res = await world.handler(
    'export.php',
    'GET',
  )(apiRequest('GET', `http://localhost/api/export.php${query ? `?${query}` : ''}`, { cookie }));
  if (res.status !== 200) return { status: res.status, account: null, all: '' };
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  const all = Object.values(files)
    .map((f) => strFromU8(f))
    .join('\n');
  return { status: res.status, account: JSON.parse(strFromU8(files['account.json'])), all };
}
