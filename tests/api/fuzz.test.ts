// Property-based fuzzing of every API route and method found on disk (issue 9, "Net"): random and
// hostile JSON bodies, query strings, headers and content types, sent as a visitor, as a member,
// as another member, and as a member without a profile. For every request:
//   - never a 5xx;
//   - never a stack trace, file path or SQL/driver text in the body;
//   - a refusal (status >= 400) is JSON with a snake_case `error` code and sets no session;
//   - a success is JSON, except the routes that answer otherwise by design (NON_JSON);
//   - a refusal changes nothing in the database: every table's rows (fingerprinted), the ledger
//     sum and the balances are the same before and after (BOOKKEEPING tables aside).
// One seed drives the whole file (endpoint i uses seed + i), so a failure replays with the same
// requests in the same order: FUZZ_SEED=<seed printed> npx vitest run --project api tests/api/fuzz.test.ts
// FUZZ_RUNS sets the runs per endpoint (default sized for ~2–3 minutes on PGlite, 2 cores).
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestArb, type FuzzRequest } from './support/fuzz-arbitraries';
import { apiEndpoints, type ApiEndpoint } from './support/fuzz-routes';
import {
  buildFuzzWorld,
  fingerprint,
  send,
  takesBody,
  type Answer,
  type FuzzWorld,
} from './support/fuzz-harness';

const endpoints = await apiEndpoints();

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
// Routes that hash passwords (argon2) on most requests: fewer runs keep the suite in its budget.
const SLOW = new Set([
  'user.php POST',
  'signup.php POST',
  'password.php PUT',
  'password-reset.php PUT',
  'account-delete.php POST',
  'mail-change.php POST',
]);
const runsFor = (e: ApiEndpoint) => (SLOW.has(`${e.route} ${e.method}`) ? Math.ceil(RUNS / 2) : RUNS);

/** Successful answers that are not JSON by design, with the content type they carry. */
const NON_JSON: Record<string, RegExp> = {
  'chat-events.php GET': /^text\/event-stream/,
  'export.php GET': /^application\/zip$/,
  'metrics GET': /^text\/plain/,
  'payment-webhook.php POST': /^text\/plain/,
};

/**
 * Tables a refusal may write by design, because the refusal is what they count: the rate
 * limiters' store (failed logins, refused signups and resets count against a client, issue 6).
 */
const BOOKKEEPING = new Set(['rate_limits']);

// What a body must never show: stack frames, source paths, driver and SQL error text.
const LEAKS = [
  /\bat [^\n]{0,200}?[/\\][\w/\\.-]*:\d+:\d+/,
  /\.(ts|tsx|js|mjs):\d+/,
  /node_modules|file:\/\//,
  new RegExp(process.cwd().replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')),
  /Failed query|syntax error at or near|duplicate key value|violates \w+ constraint|relation "\w+"/i,
  /invalid input syntax|out of range for type|PGlite|DrizzleQueryError|ECONNREFUSED/i,
  /\b(TypeError|RangeError|ReferenceError|SyntaxError):/,
];

let world: FuzzWorld;

beforeAll(async () => {
  world = await buildFuzzWorld();
}, 120_000);

function describeRequest(req: FuzzRequest): string {
  const body = req.body && 'text' in req.body ? req.body.text : req.body ? '<bytes>' : '';
  const short = body.length > 300 ? `${body.slice(0, 300)}… (${body.length} chars)` : body;
  const headers = req.headers.map(([k, v]) => [k, v.length > 80 ? `${v.slice(0, 80)}… (${v.length})` : v]);
  return `as ${req.actor}${req.proxied ? ' behind TRUST_PROXY' : ''} ?${req.query} headers=${JSON.stringify(headers)} body=${JSON.stringify(short)}`;
}

function checkAnswer(endpoint: ApiEndpoint, answer: Answer, label: string) {
  const key = `${endpoint.route} ${endpoint.method}`;
  expect(answer.status, `${label}: ${answer.text.slice(0, 500)}`).toBeLessThan(500);
  if (!NON_JSON[key] || answer.status >= 400) {
    for (const leak of LEAKS) expect(answer.text, label).not.toMatch(leak);
  }
  if (answer.status >= 400) {
    expect(answer.type, label).toMatch(/^application\/json/);
    const json = JSON.parse(answer.text) as { error?: unknown };
    expect(json.error, `${label}: ${answer.text.slice(0, 300)}`).toMatch(/^[a-z][a-z0-9_]*$/);
    const sessions = answer.setCookies.filter((c) => /^hl_session=[^;]/.test(c));
    expect(sessions, `${label}: a refusal logs nobody in`).toEqual([]);
  } else if (NON_JSON[key] && answer.status === 200) {
    expect(answer.type, label).toMatch(NON_JSON[key]);
  } else if (answer.bytes.length > 0) {
    expect(answer.type, label).toMatch(/^application\/json/);
    expect(() => JSON.parse(answer.text), label).not.toThrow();
  }
}

function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k] && !BOOKKEEPING.has(k));
}

// The database's fingerprint as the last refusal left it (nothing runs between two calls), so a
// run after a refusal need not take it again; unknown after a success.
let current: Record<string, string> | undefined;

async function fuzzOnce(endpoint: ApiEndpoint, req: FuzzRequest) {
  const label = `${endpoint.method} /api/${endpoint.route} ${describeRequest(req)}`;
  const before = current ?? (await fingerprint(world.tables));
  current = undefined;
  const answer = await send(world, endpoint, req);
  checkAnswer(endpoint, answer, label);
  if (answer.status >= 400) {
    const after = await fingerprint(world.tables);
    const changed = changedTables(before, after);
    expect(changed, `${label} answered ${answer.status} ${answer.text.slice(0, 200)} but changed`).toEqual(
      [],
    );
    current = after;
  }
}

const probe = (handler: ApiEndpoint['handler']): ApiEndpoint => ({ route: 'probe', method: 'POST', handler });
const probeRequest: FuzzRequest = { actor: 'me', query: '', headers: [], body: { text: '{}' } };

describe('API fuzz: every route and method', () => {
  it('finds the routes on disk', () => {
    console.info(`API fuzz: ${endpoints.length} endpoints, ${RUNS} runs each, FUZZ_SEED=${SEED}`);
    expect(endpoints.length).toBeGreaterThan(40);
  });

  it('the net itself catches a 5xx, a leak, a refusal without a code and a refusal that writes', async () => {
    const json = (body: unknown, status: number) => Response.json(body, { status });
    await expect(
      fuzzOnce(
        probe(async () => json({ error: 'server_error' }, 500)),
        probeRequest,
      ),
    ).rejects.toThrow();
    const leak =
      'error: syntax error at or near "x"\n    at Object.query (/work/main/lib/server/db/client.ts:12:3)';
    await expect(
      fuzzOnce(
        probe(async () => json({ error: 'bad', detail: leak }, 400)),
        probeRequest,
      ),
    ).rejects.toThrow();
    await expect(
      fuzzOnce(
        probe(async () => new Response('nope', { status: 404 })),
        probeRequest,
      ),
    ).rejects.toThrow();
    const userId = world.members.me.userId;
    const writes = probe(async () => {
      await (await getDb()).execute(sql`update users set credits = credits + 1 where id = ${userId}`);
      return json({ error: 'invalid_input' }, 422);
    });
    await expect(fuzzOnce(writes, probeRequest)).rejects.toThrow(/changed/);
    await (await getDb()).execute(sql`update users set credits = credits - 1 where id = ${userId}`);
    current = undefined;
  });

  endpoints.forEach((endpoint, i) => {
    it(`${endpoint.method} /api/${endpoint.route}`, async () => {
      const arb = requestArb(world.pool, `${endpoint.route} ${endpoint.method}`, takesBody(endpoint.method));
      const details = await fc.check(
        fc.asyncProperty(arb, (req) => fuzzOnce(endpoint, req)),
        { numRuns: runsFor(endpoint), seed: SEED + i, endOnFailure: true },
      );
      if (details.failed) {
        const error =
          details.errorInstance instanceof Error
            ? details.errorInstance.message
            : String(details.errorInstance);
        throw new Error(
          `${endpoint.method} /api/${endpoint.route} failed (replay: FUZZ_SEED=${SEED})\n${error}`,
        );
      }
    }, 300_000);
  });
});
