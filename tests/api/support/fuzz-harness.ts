// The API fuzz suite's world and plumbing: two sites; members Mia (me), Olle (other), Bea who
// blocked Mia, one without a profile (bare) and one on the other site; conversations, photos,
// likes and a gift; a fingerprint of every table; and one call of a route handler with a
// generated request (event streams aborted after their first bytes).
import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { resetEnvCache } from '@/lib/env';
import { getDb } from '@/lib/server/db/client';
import { createSession } from '@/lib/server/accounts/service';
import { GET as SETTINGS } from '@/app/api/settings.php/route';
import { apiRequest, callRoute, createMember, createSite, loginAs } from '../../setup/fixtures';
import { addGift, addPhoto, chatMember, fictionalProfile, text } from './chat';
import { block, like } from './discovery';
import { addPhotos } from './search';
import type { Actor, FuzzForm, FuzzRequest, Pool } from './fuzz-arbitraries';
import { makeImage } from './photos';
import type { ApiEndpoint } from './fuzz-routes';

type Member = { userId: number; profileId: number; cookie: string };

let image: Uint8Array<ArrayBuffer> | undefined;

function formBody(form: FuzzForm): FormData {
  const content = {
    image: image!,
    garbage: new TextEncoder().encode('<svg onload=alert(1)>'),
    empty: new Uint8Array(),
  }[form.content];
  const data = new FormData();
  data.append(form.field, new Blob([content], { type: form.type }), form.filename);
  return data;
}

export type FuzzWorld = {
  members: Record<Exclude<Actor, 'anon'>, Member>;
  pool: Pool;
  tables: string[];
};

/** The members' site (the default) and a second site whose members they must never reach. */
export async function createSitePair() {
  const site = await createSite();
  const elsewhere = await createSite({
    name: 'Elsewhere',
    domain: 'elsewhere.localhost',
    isDefault: false,
    hosts: ['elsewhere.localhost'],
  });
  return { site, elsewhere };
}

export async function buildFuzzWorld(): Promise<FuzzWorld> {
  image = new Uint8Array(await makeImage('png', 240, 240));
  const { site, elsewhere } = await createSitePair();
  const me = await chatMember(site.id, { name: 'Mia', credits: 40 });
  const other = await chatMember(site.id, { name: 'Olle', credits: 40, paid: true });
  const blocker = await chatMember(site.id, { name: 'Bea' });
  const stranger = await createMember({ siteId: elsewhere.id, withProfile: true });
  // Signed up but neither confirmed nor past the profile step: every profile_missing path.
  const bare = await createMember({ siteId: site.id, status: 'not_confirmed' });
  const fiona = await fictionalProfile('Fiona');
  const gift = await addGift('rose', 3);
  const photoIds: number[] = [];
  for (const m of [me, other]) {
    photoIds.push(...(await addPhotos(m.profileId, 1)).map((p) => p.id));
    photoIds.push((await addPhoto(m.profileId, 'pending')).id);
  }
  const [myPhoto, myPendingPhoto, otherPhoto] = photoIds;
  const first = await text(me.cookie, { profile_id: other.profileId }, 'Hi Olle');
  const reply = await text(other.cookie, { conversation_id: first.json.conversation_id }, 'Hi Mia');
  const toFiona = await text(me.cookie, { profile_id: fiona.id }, 'Hi Fiona');
  const withBea = await text(blocker.cookie, { profile_id: me.profileId }, 'Hi Mia, Bea here');
  await block(blocker.profileId, me.profileId);
  await like(other.profileId, me.profileId);
  // The first settings request stores the site's push keys: not a change a fuzzed call made.
  await callRoute(SETTINGS, apiRequest('GET', 'http://localhost/api/settings.php'));

  const tables = (
    (await (
      await getDb()
    ).execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )) as unknown as { rows: { tablename: string }[] }
  ).rows.map((r) => r.tablename);
  const results = [first, reply, toFiona, withBea];
  const ids = [
    0,
    ...[me, other, blocker].flatMap((m) => [m.profileId, m.user.id]),
    stranger.profile!.id,
    fiona.id,
    gift.id,
    ...photoIds,
    ...results.flatMap((r) => [r.json.conversation_id, r.json.message.id]),
  ];
  const member = (m: typeof me): Member => ({ userId: m.user.id, profileId: m.profileId, cookie: m.cookie });
  return {
    members: {
      me: member(me),
      other: member(other),
      bare: { userId: bare.user.id, profileId: 0, cookie: await loginAs(bare.user.email, bare.password) },
    },
    pool: {
      ids: [...new Set(ids)],
      emails: [me.user.email, other.user.email, stranger.user.email],
      named: {
        conv: first.json.conversation_id,
        blockedConv: withBea.json.conversation_id,
        other: other.profileId,
        blocker: blocker.profileId,
        stranger: stranger.profile!.id,
        fiona: fiona.id,
        gift: gift.id,
        myPhoto,
        myPendingPhoto,
        otherPhoto,
      },
    },
    tables,
  };
}

// Columns a read refreshes (session and presence times): not a change of the member's data.
const VOLATILE = ['last_seen_at', 'last_active_at'];

/** The table list the database's `fuzz_fingerprint()` was made for (once per file and database). */
let fingerprintFor: string | undefined;

/** Per table: row count and a sum of row hashes (volatile columns left out); ledger and balance sums. */
export async function fingerprint(tables: string[]): Promise<Record<string, string>> {
  const db = await getDb();
  const key = tables.join(',');
  if (fingerprintFor !== key) {
    const parts = tables.map(
      (t) =>
        `select '${t}'::text, count(*)::text || ':' || coalesce(sum(hashtextextended(j::text, 0)), 0)::text ` +
        `from (select to_jsonb(x) - array[${VOLATILE.map((c) => `'${c}'`).join(',')}] as j from "${t}" x) s`,
    );
    parts.push(`select '#ledger_sum'::text, coalesce(sum(delta), 0)::text from credit_ledger`);
    parts.push(`select '#credits_sum'::text, coalesce(sum(credits), 0)::text from users`);
    // A PL/pgSQL function keeps its plan per connection: planning this union of every table took
    // ~12 ms a call on PostgreSQL, more than its run and most of a fuzzed request's time there.
    await db.execute(
      sql.raw(
        `create or replace function fuzz_fingerprint() returns table(k text, v text) language plpgsql as $fn$ ` +
          `begin return query ${parts.join(' union all ')}; end $fn$`,
      ),
    );
    fingerprintFor = key;
  }
  const result = (await db.execute(sql`select k, v from fuzz_fingerprint()`)) as unknown as {
    rows: { k: string; v: string }[];
  };
  return Object.fromEntries(result.rows.map((r) => [r.k, r.v]));
}

export type Answer = { status: number; type: string; text: string; bytes: Uint8Array; setCookies: string[] };

const HAS_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const takesBody = (method: string) => HAS_BODY.has(method);

/** Calls the handler with the generated request as `actor`; reads at most the first chunk of a stream. */
export async function send(world: FuzzWorld, endpoint: ApiEndpoint, req: FuzzRequest): Promise<Answer> {
  const cookie = req.actor === 'anon' ? undefined : world.members[req.actor].cookie;
  // What a browser on our own page sends; the generated headers then override or add to it.
  const headers = new Headers({ host: 'localhost', 'sec-fetch-site': 'same-origin' });
  if (req.body && !('form' in req.body)) headers.set('content-type', 'application/json');
  if (cookie) headers.set('cookie', cookie);
  for (const [name, value] of req.headers) {
    if (name === 'cookie' && cookie) headers.set('cookie', `${cookie}; ${value}`);
    else headers.set(name, value);
  }
  const controller = new AbortController();
  const given = takesBody(endpoint.method) ? req.body : undefined;
  const body = !given
    ? undefined
    : 'text' in given
      ? given.text
      : 'bytes' in given
        ? given.bytes
        : formBody(given.form);
  const url = `http://localhost/api/${endpoint.route}${req.query ? `?${req.query}` : ''}`;
  const request = new NextRequest(url, { method: endpoint.method, headers, body, signal: controller.signal });
  const res = await withTrustProxy(!!req.proxied, () => endpoint.handler(request));
  const type = res.headers.get('content-type') ?? '';
  let bytes = new Uint8Array();
  if (type.includes('text/event-stream') && res.body) {
    const reader = res.body.getReader();
    const chunk = await reader.read();
    controller.abort();
    await reader.cancel().catch(() => undefined);
    bytes = chunk.value ?? bytes;
  } else {
    bytes = new Uint8Array(await res.arrayBuffer());
  }
  const setCookies = res.headers.getSetCookie();
  // A fuzzed logout ends the actor's session: give the actor a new one for the next runs.
  if (
    req.actor !== 'anon' &&
    setCookies.some((l) => /^hl_session=;|^hl_session=[^;]*;.*max-age=0/i.test(l))
  ) {
    await renewSession(world, req.actor);
  }
  return { status: res.status, type, text: new TextDecoder().decode(bytes), bytes, setCookies };
}

/** Runs `fn` with TRUST_PROXY set as asked (env() is cached: the cache is reset both ways). */
async function withTrustProxy<T>(on: boolean, fn: () => Promise<T> | T): Promise<T> {
  if (!on) return fn();
  const saved = process.env.TRUST_PROXY;
  process.env.TRUST_PROXY = 'true';
  resetEnvCache();
  try {
    return await fn();
  } finally {
    if (saved === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = saved;
    resetEnvCache();
  }
}

export async function renewSession(world: FuzzWorld, actor: Exclude<Actor, 'anon'>): Promise<void> {
  const member = world.members[actor];
  const token = await createSession(member.userId, { clientType: 'web', userAgent: 'fuzz' });
  member.cookie = `hl_session=${token}`;
}
