// Valid-looking requests per route ("<route> <METHOD>"), the seeds the fuzzer mutates: without
// them nearly every random body stops at the schema (422) and the services are never reached.
// A route missing here is still fuzzed with random bodies and queries.
import type { Pool } from './fuzz-arbitraries';

export type Example = { query?: Record<string, string>; body?: Record<string, unknown> };

const NEW_PASSWORD = 'Another-pass-123';

// Cursors in the two formats the servers encode (matches: base64url JSON {t, a, i}; search:
// base64url "p<0|1>_<timestamp>_<id>") carrying dates and ids a database cast would refuse.
const b64 = (s: string) => Buffer.from(s).toString('base64url');
const TIMES = [
  '2024-02-30T10:00:00.000000Z',
  '0000-01-01T00:00:00.000000Z',
  '9999-12-31T23:59:59.999999Z',
  '2024-01-01T24:00:00.000000Z',
  '2024-01-01T00:00:60.000000Z',
  '1900-01-01T00:00:00.000000Z',
];
const MATCH_CURSORS = TIMES.flatMap((a) => [
  b64(JSON.stringify({ t: 0, a, i: 1 })),
  b64(JSON.stringify({ t: 3, a, i: 2 ** 31 })),
]);
const SEARCH_CURSORS = [
  ...TIMES.flatMap((a) => [b64(`p1_${a}_1`), b64(`p0_${a}_1`)]),
  b64('p1_2024-01-01T00:00:00.000000Z_999999999'),
];

export function examplesFor(key: string, pool: Pool): Example[] {
  const n = pool.named;
  const table: Record<string, Example[]> = {
    'account-delete.php POST': [{ body: { password: 'not-the-password' } }],
    'account-delete.php PUT': [{ body: { token: 'a'.repeat(43) } }],
    'activate.php GET': [{ query: { token: 'a'.repeat(43) } }],
    'activate.php POST': [{ query: { resend: '1' }, body: {} }],
    'block.php POST': [{ body: { profile_id: n.fiona } }, { body: { profile_id: n.blocker } }],
    'block.php DELETE': [{ query: { profile_id: String(n.fiona) } }],
    'chat.php GET': [
      { query: { id: String(n.conv), limit: '10' } },
      { query: { id: String(n.blockedConv) } },
    ],
    'chat.php POST': [
      { body: { profile_id: n.fiona, kind: 'text', body: 'hello there', client_key: 'fuzz-1' } },
      { body: { conversation_id: n.conv, kind: 'gift', gift_id: n.gift, client_key: 'fuzz-2' } },
      { body: { conversation_id: n.conv, kind: 'image', photo_id: n.myPhoto, client_key: 'fuzz-3' } },
      { body: { conversation_id: n.conv, kind: 'image', photo_id: n.myPendingPhoto, client_key: 'fuzz-4' } },
      { body: { profile_id: n.blocker, kind: 'text', body: 'hi', client_key: 'fuzz-5' } },
    ],
    'chat.php PUT': [{ body: { id: n.conv } }, { body: { id: n.blockedConv } }],
    'chat.php DELETE': [{ query: { id: String(n.conv) } }, { query: { profile_id: String(n.fiona) } }],
    'delete-discount.php POST': [{ body: {} }],
    'geocode.php GET': [{ query: { lat: '52.37', lon: '4.89' } }],
    'gifs.php GET': [{ query: { q: 'love', limit: '5', locale: 'de' } }],
    'like-seen.php POST': [{ body: { profile_id: n.other } }],
    'like.php POST': [{ body: { profile_id: n.fiona } }, { body: { profile_id: n.blocker } }],
    'like.php DELETE': [
      { query: { profile_id: String(n.blocker) } },
      { query: { profile_id: String(n.stranger) } },
    ],
    'mail-change.php POST': [{ body: { email: 'changed@example.test', password: 'not-the-password' } }],
    'mail-change.php PUT': [{ body: { token: 'a'.repeat(43) } }],
    'mailbox.php GET': [{ query: { id: '1' } }, { query: {} }],
    'matches.php GET': [
      { query: { kind: 'finder' } },
      { query: { kind: 'signup' } },
      ...MATCH_CURSORS.map((cursor) => ({ query: { kind: 'finder', cursor } })),
    ],
    'member.php GET': [{ query: { id: String(n.other) } }, { query: { id: String(n.blocker) } }],
    'notifications.php PUT': [{ body: { messages: false, likes: true } }],
    'notifications.php POST': [{ body: { reason: 'unsubscribe' } }],
    'password-reset.php POST': [{ body: { email: 'nobody@example.test' } }],
    'password-reset.php PUT': [
      { body: { token: 'a'.repeat(43), password: NEW_PASSWORD, password_confirm: NEW_PASSWORD } },
    ],
    'password.php PUT': [
      { body: { old_password: 'not-the-password', password: NEW_PASSWORD, password_confirm: NEW_PASSWORD } },
    ],
    'photos.php PUT': [{ body: { id: n.myPhoto, main: true } }, { body: { id: n.otherPhoto, main: true } }],
    'photos.php DELETE': [{ query: { id: String(n.otherPhoto) } }],
    'profile.php PUT': [
      { body: { about: 'Hello, I like long walks', city: 'Utrecht' } },
      { body: { name: 'Mia', country: 'NL', region: 'NH' } },
      { body: { hobbies: ['hiking'], hair_color: null } },
    ],
    'regions.php GET': [{ query: { country: 'NL' } }],
    'search.php GET': [
      { query: { gender: 'female', country: 'NL', min_age: '18', max_age: '99' } },
      ...SEARCH_CURSORS.map((cursor) => ({ query: { cursor } })),
    ],
    'settings.php GET': [{ query: { forced_domain: 'elsewhere.localhost', country: 'NL' } }],
    'signup.php POST': [
      {
        body: {
          email: 'fuzz-new@example.test',
          name: 'Fuzzy',
          password: NEW_PASSWORD,
          date_of_birth: '1990-01-01',
          gender: 'male',
          interest: 'women',
          signup_message: 'Hi there',
          profile_id: n.other,
        },
      },
    ],
    'swipe.php POST': [
      { body: { profile_id: n.fiona, decision: 'pass' } },
      { body: { profile_id: n.blocker, decision: 'like' } },
    ],
    'typing.php POST': [{ body: { conversation_id: n.conv } }, { body: { conversation_id: n.blockedConv } }],
    'unsubscribe.php POST': [{ body: { token: 'a'.repeat(43) } }],
    'user.php POST': [{ body: { email: 'nobody@example.test', password: 'not-the-password' } }],
    'user.php PUT': [{ body: { language: 'de' } }],
  };
  return table[key] ?? [];
}
