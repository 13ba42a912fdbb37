// Issue 9, items 9 and the names of 14: what the HTTP layer refuses before any service runs: NUL
// characters, ids past int4, impossible cursor dates, and names with bidi controls or nothing
// visible (body limits and the media type: body-limits.test.ts). Every refusal is a 4xx that
// changes nothing; on PGlite and (with-postgres) PostgreSQL, where a NUL or an int4 overflow
// would be a 500.
import { eq, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import * as userRoute from '@/app/api/user.php/route';
import * as signupRoute from '@/app/api/signup.php/route';
import * as settingsRoute from '@/app/api/settings.php/route';
import * as profileRoute from '@/app/api/profile.php/route';
import * as photosRoute from '@/app/api/photos.php/route';
import * as chatRoute from '@/app/api/chat.php/route';
import * as mailboxRoute from '@/app/api/mailbox.php/route';
import * as matchesRoute from '@/app/api/matches.php/route';
import * as searchRoute from '@/app/api/search.php/route';
import * as memberRoute from '@/app/api/member.php/route';
import * as likeRoute from '@/app/api/like.php/route';
import * as likeSeenRoute from '@/app/api/like-seen.php/route';
import * as blockRoute from '@/app/api/block.php/route';
import * as swipeRoute from '@/app/api/swipe.php/route';
import * as typingRoute from '@/app/api/typing.php/route';
import { getDb } from '@/lib/server/db/client';
import { messages, profiles, users } from '@/lib/server/db/schema';
import { getSite } from '@/lib/server/sites/service';
import { DB_INT_MAX } from '@/lib/schemas/input';
import {
  apiRequest,
  callRoute,
  createMember,
  createSite,
  loginAs,
  type RouteResult,
} from '../setup/fixtures';

type Handler = (req: NextRequest) => Promise<Response>;

let siteId: number;
let cookie: string;
let profileId: number;
let otherProfileId: number;
let ipSeq = 0;

beforeAll(async () => {
  siteId = (await createSite()).id;
  const me = await createMember({ siteId, withProfile: { name: 'Anna', region: 'NH' } });
  const other = await createMember({ siteId, withProfile: { name: 'Bert' } });
  profileId = me.profile!.id;
  otherProfileId = other.profile!.id;
  cookie = await loginAs(me.user.email, me.password);
});

const count = async (table: typeof users | typeof profiles | typeof messages) =>
  Number((await (await getDb()).select({ n: sql<number>`count(*)` }).from(table))[0].n);

describe('NUL characters', () => {
  const nulIssue = (res: {
    status: number;
    json: { error: string; issues: { path: string; message: string }[] };
  }) => [res.status, res.json.error, res.json.issues?.[0]?.message];

  it('are refused in the login e-mail and password with 422, not a 500', async () => {
    for (const body of [
      { email: 'anna\u0000@example.test', password: 'secret-password' },
      { email: 'anna@example.test', password: 'secret\u0000' },
    ]) {
      const res = await callRoute(
        userRoute.POST,
        apiRequest('POST', 'http://localhost/api/user.php', { body }),
      );
      expect(nulIssue(res)).toEqual([422, 'invalid_input', 'nul_character']);
    }
  });

  it('are refused in keys and in strings nested at any depth, with the path', async () => {
    const key = await callRoute(
      userRoute.POST,
      apiRequest('POST', 'http://localhost/api/user.php', {
        body: { email: 'a@b.test', password: 'x', 'k\u0000': 1 },
      }),
    );
    expect(nulIssue(key)).toEqual([422, 'invalid_input', 'nul_character']);
    expect(key.json.issues[0].path).toBe('k\u0000');

    // 20,000 levels of arrays (40 kB): written out, since JSON.stringify would overflow the stack.
    const deep = `${'['.repeat(20_000)}"bottom\\u0000"${']'.repeat(20_000)}`;
    const nested = await callRoute(
      userRoute.POST,
      apiRequest('POST', 'http://localhost/api/user.php', { body: `{"email":"a@b.test","deep":${deep}}` }),
    );
    expect(nulIssue(nested)).toEqual([422, 'invalid_input', 'nul_character']);
  });

  it('are refused in query strings (settings forced_domain, search, matches, gifs)', async () => {
    const cases: [Handler, string, string | undefined][] = [
      [settingsRoute.GET, '/api/settings.php?forced_domain=evil%00.test', undefined],
      [searchRoute.GET, '/api/search.php?network=a%00b', undefined],
      [searchRoute.GET, '/api/search.php?country=NL&region=N%00H', undefined],
      [matchesRoute.GET, '/api/matches.php?kind=finder&cursor=%00', cookie],
      [memberRoute.GET, `/api/member.php?id=${otherProfileId}&x%00=1`, undefined],
    ];
    for (const [handler, url, withCookie] of cases) {
      const res = await callRoute(
        handler,
        apiRequest('GET', `http://localhost${url}`, { cookie: withCookie }),
      );
      expect([url, ...nulIssue(res)]).toEqual([url, 422, 'invalid_input', 'nul_character']);
    }
  });

  it('are refused in the profile, the chat body and signup, and nothing is written', async () => {
    const before = {
      users: await count(users),
      profiles: await count(profiles),
      messages: await count(messages),
    };
    const put = (body: unknown) =>
      callRoute(profileRoute.PUT, apiRequest('PUT', 'http://localhost/api/profile.php', { cookie, body }));
    for (const body of [
      { name: 'An\u0000na' },
      { about: 'hi\u0000' },
      { city: 'A\u0000' },
      { hobbies: ['wi\u0000ne'] },
    ]) {
      expect(nulIssue(await put(body))).toEqual([422, 'invalid_input', 'nul_character']);
    }
    const send = await callRoute(
      chatRoute.POST,
      apiRequest('POST', 'http://localhost/api/chat.php', {
        cookie,
        body: { profile_id: otherProfileId, kind: 'text', body: 'hello\u0000', client_key: 'k1' },
      }),
    );
    expect(nulIssue(send)).toEqual([422, 'invalid_input', 'nul_character']);
    for (const over of [
      { name: 'New\u0000bie' },
      { email: 'new\u0000@example.test' },
      { signup_message: 'hi\u0000', profile_id: otherProfileId },
      { tracking: { network: 'n\u0000' } },
    ]) {
      const res = await callRoute(
        signupRoute.POST,
        apiRequest('POST', 'http://localhost/api/signup.php', {
          body: { ...signupBody(), ...over },
          headers: { 'x-heartline-peer': `10.9.0.${++ipSeq}` },
        }),
      );
      expect(nulIssue(res)).toEqual([422, 'invalid_input', 'nul_character']);
    }
    expect({
      users: await count(users),
      profiles: await count(profiles),
      messages: await count(messages),
    }).toEqual(before);
    const [mine] = await (await getDb()).select().from(profiles).where(eq(profiles.id, profileId));
    expect(mine.name).toBe('Anna');
  });

  it('in a Host header or forced_domain cannot reach the database: the default site answers', async () => {
    const fallback = await getSite('localhost');
    expect((await getSite('evil\u0000.test')).id).toBe(fallback.id);
    expect((await getSite(`${'a'.repeat(60_000)}.test`)).id).toBe(fallback.id);
    expect((await getSite('bad host\u202e.test')).id).toBe(fallback.id);
    // A forced_domain that is no host of ours is the default site too, not an error.
    const res = await callRoute(
      settingsRoute.GET,
      apiRequest('GET', `http://localhost/api/settings.php?forced_domain=${encodeURIComponent('a b\u202e')}`),
    );
    expect(res.status).toBe(200);
  });
});

let seq = 0;
function signupBody() {
  seq++;
  return {
    email: `hardening${seq}@example.test`,
    name: `Hardening${seq}`,
    password: 'correct horse battery',
    date_of_birth: '1990-04-01',
    gender: 'male',
    interest: 'women',
    locale: 'en',
  };
}

describe('ids past the int4 range (2^31 - 1)', () => {
  const TOO_BIG = DB_INT_MAX + 1;
  const get = (handler: Handler, url: string) =>
    callRoute(handler, apiRequest('GET', `http://localhost${url}`, { cookie }));
  const send = (handler: Handler, method: string, url: string, body: unknown) =>
    callRoute(handler, apiRequest(method, `http://localhost${url}`, { cookie, body }));

  // Every integer id a route takes, in a query string or a body.
  const cases: [string, () => Promise<RouteResult>][] = [
    [
      'DELETE photos.php?id',
      () =>
        callRoute(
          photosRoute.DELETE,
          apiRequest('DELETE', `http://localhost/api/photos.php?id=${TOO_BIG}`, { cookie }),
        ),
    ],
    [
      'PUT photos.php {id}',
      () => send(photosRoute.PUT, 'PUT', '/api/photos.php', { id: TOO_BIG, main: true }),
    ],
    ['GET mailbox.php?id', () => get(mailboxRoute.GET, `/api/mailbox.php?id=${TOO_BIG}`)],
    [
      'GET mailbox.php?id (20 digits)',
      () => get(mailboxRoute.GET, '/api/mailbox.php?id=99999999999999999999'),
    ],
    ['GET member.php?id', () => get(memberRoute.GET, `/api/member.php?id=${TOO_BIG}`)],
    ['GET chat.php?id', () => get(chatRoute.GET, `/api/chat.php?id=${TOO_BIG}`)],
    ['PUT chat.php {id}', () => send(chatRoute.PUT, 'PUT', '/api/chat.php', { id: TOO_BIG })],
    [
      'DELETE chat.php?profile_id',
      () =>
        callRoute(
          chatRoute.DELETE,
          apiRequest('DELETE', `http://localhost/api/chat.php?profile_id=${TOO_BIG}`, { cookie }),
        ),
    ],
    [
      'POST chat.php {profile_id}',
      () =>
        send(chatRoute.POST, 'POST', '/api/chat.php', {
          profile_id: TOO_BIG,
          kind: 'text',
          body: 'hi',
          client_key: 'k',
        }),
    ],
    [
      'POST chat.php {photo_id}',
      () =>
        send(chatRoute.POST, 'POST', '/api/chat.php', {
          profile_id: otherProfileId,
          kind: 'image',
          photo_id: TOO_BIG,
          client_key: 'k',
        }),
    ],
    ['POST like.php', () => send(likeRoute.POST, 'POST', '/api/like.php', { profile_id: TOO_BIG })],
    [
      'DELETE like.php?profile_id',
      () =>
        callRoute(
          likeRoute.DELETE,
          apiRequest('DELETE', `http://localhost/api/like.php?profile_id=${TOO_BIG}`, { cookie }),
        ),
    ],
    [
      'POST like-seen.php',
      () => send(likeSeenRoute.POST, 'POST', '/api/like-seen.php', { profile_id: TOO_BIG }),
    ],
    ['POST block.php', () => send(blockRoute.POST, 'POST', '/api/block.php', { profile_id: TOO_BIG })],
    [
      'DELETE block.php?profile_id',
      () =>
        callRoute(
          blockRoute.DELETE,
          apiRequest('DELETE', `http://localhost/api/block.php?profile_id=${TOO_BIG}`, { cookie }),
        ),
    ],
    [
      'POST swipe.php',
      () => send(swipeRoute.POST, 'POST', '/api/swipe.php', { profile_id: TOO_BIG, decision: 'like' }),
    ],
    [
      'POST typing.php',
      () => send(typingRoute.POST, 'POST', '/api/typing.php', { conversation_id: TOO_BIG }),
    ],
    [
      'POST signup.php {profile_id}',
      () =>
        callRoute(
          signupRoute.POST,
          apiRequest('POST', 'http://localhost/api/signup.php', {
            body: { ...signupBody(), profile_id: TOO_BIG, signup_message: 'Hello' },
            headers: { 'x-heartline-peer': `10.9.1.${++ipSeq}` },
          }),
        ),
    ],
  ];

  it.each(cases)('%s is refused with 422 invalid_input', async (_name, call) => {
    const res = await call();
    expect([res.status, res.json.error]).toEqual([422, 'invalid_input']);
  });

  it('takes the largest int4 id as an id (a 404, not a 422 or a 500)', async () => {
    const res = await get(memberRoute.GET, `/api/member.php?id=${DB_INT_MAX}`);
    expect([res.status, res.json.error]).toEqual([404, 'profile_not_found']);
    const photo = await callRoute(
      photosRoute.DELETE,
      apiRequest('DELETE', `http://localhost/api/photos.php?id=${DB_INT_MAX}`, { cookie }),
    );
    expect(photo.status).toBe(404);
  });
});

describe('cursors', () => {
  const b64 = (s: string) => Buffer.from(s).toString('base64url');
  const finder = (cursor: string) =>
    callRoute(
      matchesRoute.GET,
      apiRequest('GET', `http://localhost/api/matches.php?kind=finder&cursor=${cursor}`, { cookie }),
    );

  it.each([
    ['month 13', { t: 0, a: '2024-13-01T00:00:00.000000Z', i: 1 }],
    ['30 February', { t: 0, a: '2024-02-30T00:00:00.000000Z', i: 1 }],
    ['hour 25', { t: 0, a: '2024-01-01T25:00:00.000000Z', i: 1 }],
    ['year 0', { t: 0, a: '0000-01-01T00:00:00.000000Z', i: 1 }],
    ['an id past int4', { t: 0, a: '2024-01-01T00:00:00.000000Z', i: DB_INT_MAX + 1 }],
  ])('matches.php refuses a cursor with %s: 422 invalid_cursor', async (_name, cursor) => {
    const res = await finder(b64(JSON.stringify(cursor)));
    expect([res.status, res.json.error]).toEqual([422, 'invalid_cursor']);
  });

  it('matches.php takes a real cursor', async () => {
    const res = await finder(b64(JSON.stringify({ t: 0, a: '2024-01-01T00:00:00.000000Z', i: 1 })));
    expect(res.status).toBe(200);
  });

  it.each(['2024-13-01T00:00:00', '2023-02-29T00:00:00', '0000-01-01T00:00:00'])(
    'search.php refuses a cursor at %s: 422 invalid_cursor',
    async (at) => {
      const res = await callRoute(
        searchRoute.GET,
        apiRequest('GET', `http://localhost/api/search.php?cursor=${b64(`p1_${at}.000000Z_1`)}`, { cookie }),
      );
      expect([res.status, res.json.error]).toEqual([422, 'invalid_cursor']);
    },
  );
});

describe('names: bidi controls and invisible-only names', () => {
  const signup = (name: string) =>
    callRoute(
      signupRoute.POST,
      apiRequest('POST', 'http://localhost/api/signup.php', {
        body: { ...signupBody(), name },
        headers: { 'x-heartline-peer': `10.9.2.${++ipSeq}` },
      }),
    );
  const putName = (name: string) =>
    callRoute(
      profileRoute.PUT,
      apiRequest('PUT', 'http://localhost/api/profile.php', { cookie, body: { name } }),
    );
  const nameIssue = (res: { status: number; json: { issues?: { path: string; message: string }[] } }) => [
    res.status,
    res.json.issues?.find((i) => i.path === 'name')?.message,
  ];

  const refused: [string, string, string][] = [
    ['a right-to-left override', 'Anna\u202Egnp.exe', 'name_control'],
    ['a left-to-right embedding', '\u202AAnna', 'name_control'],
    ['a first-strong isolate', 'An\u2068na\u2069', 'name_control'],
    ['a right-to-left mark', 'Anna\u200F', 'name_control'],
    ['an Arabic letter mark', 'Anna\u061C', 'name_control'],
    ['a line break', 'An\nna', 'name_control'],
    ['zero-width spaces only', '\u200B\u200B\u200B', 'name_invisible'],
    ['joiners and a word joiner only', '\u200C\u200D\u2060', 'name_invisible'],
    ['BOMs and spaces only', '\uFEFF \uFEFF\u00A0\u3000', 'name_too_short'],
    ['Hangul fillers only', '\u3164\u3164', 'name_invisible'],
  ];

  it.each(refused)('signup refuses a name with %s', async (_what, name, code) => {
    const before = await count(users);
    expect(nameIssue(await signup(name))).toEqual([422, code]);
    expect(await count(users)).toBe(before);
  });

  it.each(refused)('the profile refuses a name with %s and keeps the old one', async (_what, name, code) => {
    expect(nameIssue(await putName(name))).toEqual([422, code]);
    const [mine] = await (await getDb()).select().from(profiles).where(eq(profiles.id, profileId));
    expect(mine.name).toBe('Anna');
  });

  it('takes names whose joiners belong to the script or an emoji', async () => {
    // Persian ZWNJ inside a name, an emoji family sequence (ZWJ), accents.
    for (const name of ['علی\u200Cرضا', 'Zoë \u{1F469}\u200D\u{1F469}\u200D\u{1F467}', 'Ångström']) {
      const res = await signup(name);
      expect([name, res.status]).toEqual([name, 201]);
    }
  });
});
