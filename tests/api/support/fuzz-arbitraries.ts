// fast-check generators for the API fuzz suite: hostile scalars, JSON bodies (plausible, deep,
// malformed, huge, prototype keys), query strings and header sets. Plausible values (the world's
// real ids, enum words) are mixed in so requests also get past validation into the services.
import fc from 'fast-check';
import { examplesFor, type Example } from './fuzz-examples';
import {
  BODY_KEYS,
  CONTENT_TYPES,
  HOSTILE_NUMBERS,
  HOSTILE_STRINGS,
  MALFORMED_JSON,
  PROTO_KEYS,
  QUERY_KEYS,
  RAW_NUMBERS,
  WORDS,
} from './fuzz-values';

/** A visitor, a member, another member, and a member without a profile (unconfirmed signup). */
export type Actor = 'anon' | 'me' | 'other' | 'bare';

/** Ids and values of the fuzz world, so generated requests can name real rows. */
export type Pool = { ids: number[]; emails: string[]; named: Record<string, number> };

/** A multipart upload: field name, file content (a real image, garbage or nothing) and its type. */
export type FuzzForm = {
  field: string;
  content: 'image' | 'garbage' | 'empty';
  filename: string;
  type: string;
};

export type FuzzBody = { text: string } | { bytes: Uint8Array<ArrayBuffer> } | { form: FuzzForm };

export type FuzzRequest = {
  actor: Actor;
  /** Run with TRUST_PROXY=true (X-Forwarded-For and X-Forwarded-Host then count). */
  proxied?: boolean;
  query: string;
  headers: [string, string][];
  body?: FuzzBody;
};

const longString = fc
  .tuple(fc.constantFrom('x', 'é', '😀', '\u0000', 'a b '), fc.integer({ min: 1_000, max: 20_000 }))
  .map(([unit, n]) => unit.repeat(n));
const loneSurrogates = fc.string({
  unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
  minLength: 1,
  maxLength: 4,
});

export function scalarArb(pool: Pool): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...pool.ids) },
    { weight: 2, arbitrary: fc.constantFrom(...WORDS, ...pool.emails) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.double() },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: loneSurrogates },
    { weight: 1, arbitrary: longString },
    { weight: 1, arbitrary: fc.uuid() },
  );
}

function valueArb(pool: Pool): fc.Arbitrary<unknown> {
  const scalar = scalarArb(pool);
  return fc.oneof(
    { weight: 6, arbitrary: scalar },
    { weight: 1, arbitrary: fc.array(scalar, { maxLength: 5 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.constantFrom(...BODY_KEYS, ...PROTO_KEYS), scalar, { maxKeys: 3 }),
    },
  );
}

/** JSON text of an object; written by hand so __proto__ and friends become real keys. */
function objectText(entries: [string, unknown][]): string {
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;
}

const deepText = fc
  .tuple(fc.constantFrom('[', '{"a":', '{"profile_id":'), fc.integer({ min: 100, max: 50_000 }))
  .map(([open, depth]) => `${open.repeat(depth)}1${(open === '[' ? ']' : '}').repeat(depth)}`);

const rawNumberText = fc
  .tuple(fc.constantFrom(...BODY_KEYS), fc.constantFrom(...RAW_NUMBERS))
  .map(([k, n]) => `{"${k}":${n}}`);

const malformedText = fc.oneof(
  fc.constantFrom(...MALFORMED_JSON),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

type Entry = [string, unknown];

/** An example's entries with up to two edits: a key set to a generated value, or a key dropped. */
function mutated(base: Record<string, unknown>, value: fc.Arbitrary<unknown>): fc.Arbitrary<Entry[]> {
  const keys = Object.keys(base);
  const edit = fc.oneof(
    { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...keys, ...BODY_KEYS, ...PROTO_KEYS), value) },
    { weight: 1, arbitrary: fc.constantFrom(...keys, 'none').map((k) => [k] as [string]) },
  );
  return fc.array(edit, { maxLength: 2 }).map((edits) => {
    let entries: Entry[] = Object.entries(base);
    for (const [k, ...rest] of edits) {
      entries = entries.filter(([key]) => key !== k);
      if (rest.length) entries.push([k, rest[0]]);
    }
    return entries;
  });
}

export function bodyArb(pool: Pool, examples: Example[] = [], multipart = false): fc.Arbitrary<FuzzBody> {
  const entry = fc.tuple(
    fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(...BODY_KEYS) },
      { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS) },
      { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
    ),
    valueArb(pool),
  );
  const text = fc.oneof(
    { weight: 10, arbitrary: fc.array(entry, { maxLength: 7 }).map(objectText) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
    { weight: 2, arbitrary: malformedText },
    { weight: 1, arbitrary: deepText },
    { weight: 1, arbitrary: rawNumberText },
    { weight: 1, arbitrary: fc.constantFrom(70_000, 200_000).map((n) => `{"body":"${'x'.repeat(n)}"}`) },
  );
  const bytes = fc.constantFrom(
    new Uint8Array([0xff, 0xfe, 0x7b, 0x7d]),
    new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
    new Uint8Array([0xed, 0xa0, 0x80]),
  );
  const form = fc.record({
    field: fc.constantFrom('photo', 'photo', 'file', ''),
    content: fc.constantFrom<FuzzForm['content']>('image', 'image', 'garbage', 'empty'),
    filename: fc.oneof(fc.constantFrom('me.png', '../../etc/passwd', 'a\u0000.jpg', ''), headerText),
    type: fc.constantFrom('image/png', 'image/jpeg', 'text/html', 'application/octet-stream', ''),
  });
  const seeds = examples.flatMap((e) => (e.body ? [e.body] : []));
  const fromExample = seeds.length
    ? fc
        .constantFrom(...seeds)
        .chain((b) => mutated(b, valueArb(pool)))
        .map(objectText)
    : text;
  return fc.oneof(
    { weight: 16, arbitrary: fromExample.map((t) => ({ text: t })) },
    { weight: 12, arbitrary: text.map((t) => ({ text: t })) },
    { weight: 1, arbitrary: bytes.map((b) => ({ bytes: b })) },
    { weight: multipart ? 60 : 1, arbitrary: form.map((f) => ({ form: f })) },
  );
}

/** Percent-encodes, falling back to raw bytes of a lone surrogate (encodeURIComponent throws). */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value.replace(/[^A-Za-z0-9]/g, '%ED%A0%80');
  }
}

export function queryArb(pool: Pool, examples: Example[] = []): fc.Arbitrary<string> {
  const value = scalarArb(pool).map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
  const pair = fc.tuple(
    fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(...QUERY_KEYS) },
      { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS, '', 'id[]', 'id[0]') },
    ),
    value,
  );
  const seeds = examples.flatMap((e) => (e.query ? [e.query] : []));
  const pairs = fc.oneof(
    { weight: 2, arbitrary: fc.array(pair, { maxLength: 5 }) },
    ...(seeds.length
      ? [{ weight: 3, arbitrary: fc.constantFrom(...seeds).chain((q) => mutated(q, value)) }]
      : []),
  );
  const raw = fc.constantFrom('%', '%ZZ', '%E0%A4%A', '%00', '&&', '=', '==x', 'id', '%2', '+');
  return fc
    .tuple(pairs, fc.option(raw, { freq: 5 }))
    .map(([pairs, extra]) =>
      [...pairs.map(([k, v]) => `${encode(k)}=${encode(String(v))}`), ...(extra ? [extra] : [])].join('&'),
    );
}

// Header values must be Latin-1 without NUL, CR or LF, or the Headers constructor refuses them.
const headerText = fc.string({
  unit: fc
    .integer({ min: 0x20, max: 0xff })
    .filter((c) => c !== 0x7f)
    .map((c) => String.fromCharCode(c)),
  maxLength: 40,
});
const ip = fc.oneof(
  fc.ipV4(),
  fc.ipV6(),
  fc.constantFrom('127.0.0.1', '::1', '::ffff:127.0.0.1', 'unknown', ''),
);

/** Optional headers, each present or not; the harness adds the actor's cookie. */
export function headersArb(): fc.Arbitrary<[string, string][]> {
  // Each header is overridden in `percent` of the runs, so most requests still get past the
  // origin and content-type checks into the services.
  const opt = <T>(name: string, arb: fc.Arbitrary<T>, percent = 15) =>
    fc.oneof(
      { weight: 100 - percent, arbitrary: fc.constant(null) },
      { weight: percent, arbitrary: arb.map((v) => [name, String(v)] as [string, string]) },
    );
  return fc
    .tuple(
      opt('content-type', fc.oneof(fc.constantFrom(...CONTENT_TYPES), headerText), 25),
      opt(
        'sec-fetch-site',
        fc.oneof(fc.constantFrom('cross-site', 'same-site', 'none', 'SAME-ORIGIN'), headerText),
      ),
      opt(
        'origin',
        fc.oneof(fc.constantFrom('http://localhost', 'https://evil.example', 'null'), headerText),
      ),
      opt(
        'host',
        fc.oneof(
          fc.constantFrom(
            'elsewhere.localhost',
            'LOCALHOST:3000',
            'unknown.example',
            'localhost.',
            'evil.example, localhost',
            '[::1]:3000',
            '',
          ),
          headerText,
        ),
      ),
      opt('x-heartline-peer', ip, 50),
      opt(
        'x-forwarded-for',
        fc.array(ip, { maxLength: 4 }).map((a) => a.join(', ')),
        30,
      ),
      opt('x-forwarded-host', fc.constantFrom('evil.example', 'elsewhere.localhost')),
      opt(
        'cookie',
        fc.oneof(headerText, fc.constantFrom('hl_session=', 'hl_session=x; hl_session=y', 'NEXT_LOCALE=xx')),
      ),
      opt('if-none-match', fc.oneof(fc.constantFrom('*', '""', 'W/"x"'), headerText)),
      opt('idempotency-key', headerText),
      opt('content-length', fc.constantFrom('0', '1', '-1', '999999999999', 'abc')),
      opt('user-agent', fc.oneof(headerText, fc.constant('U'.repeat(5_000)))),
      opt('x-client-type', fc.oneof(fc.constantFrom('web', 'pwa'), headerText)),
      opt('accept', fc.constantFrom('text/event-stream', 'application/json', '*/*')),
      opt('cf-ipcountry', fc.constantFrom('NL', 'XX', '')),
    )
    .map((entries) => entries.filter((e): e is [string, string] => e !== null));
}

/** Endpoints taking multipart/form-data uploads: mostly fuzzed with forms. */
const MULTIPART = new Set(['photos.php POST']);

/** A request for one endpoint ("<route> <METHOD>"), seeded with its examples when it has some. */
export function requestArb(pool: Pool, endpoint: string, withBody: boolean): fc.Arbitrary<FuzzRequest> {
  const examples = examplesFor(endpoint, pool);
  return fc.record({
    actor: fc.constantFrom<Actor>('anon', 'anon', 'me', 'me', 'me', 'other', 'other', 'bare'),
    proxied: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
    query: queryArb(pool, examples),
    headers: headersArb(),
    body: withBody
      ? fc.option(bodyArb(pool, examples, MULTIPART.has(endpoint)), { freq: 12, nil: undefined })
      : fc.constant(undefined),
  });
}
