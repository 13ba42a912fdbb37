// Child process of `npm run bench` (tsx --conditions=react-server, like the other scripts that open
// the app's database): opens the bench server's database before the server starts (PGlite allows
// one process), migrates it and seeds the demo exactly as the server would, adds the bulk data of
// seed-sql.ts, checks its invariants, creates the polling members' sessions in bulk and writes
// their tokens to the file named by argv[2]. The server then finds a seeded database and only serves.
// argv[3]: JSON { members, messages, writers, sessions }.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { closeDb, dbKind, getDb, type Db } from '@/lib/server/db/client';
import { seedDemo } from '@/lib/server/db/seed';
import { DEMO_MEMBER } from '@/lib/server/db/seed/demo-accounts';
import { hashPassword } from '@/lib/server/accounts/password';
import { SESSION_DAYS } from '@/lib/server/accounts/session-token';
import { seedStatements, type SeedSize } from './seed-sql';
import type { SeedResult } from './seed-types';

const EMAIL = (i: number) => `bench-${i}@bench.heartline.local`;

async function rows<T = Record<string, unknown>>(db: Db, query: string): Promise<T[]> {
  const res = (await db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return res.rows;
}

const num = async (db: Db, query: string) => Number(Object.values((await rows(db, query))[0])[0]);

/** Fails the bench when the bulk data breaks a rule the app keeps (docs/performance.md). */
async function checkInvariants(db: Db): Promise<void> {
  const checks: [string, string][] = [
    [
      'users.credits equals the ledger sum',
      `select count(*) from users u left join (select user_id, sum(delta) s from credit_ledger group by user_id) l
       on l.user_id = u.id where u.credits <> coalesce(l.s, 0)`,
    ],
    [
      'two conversation_members rows per conversation, last_message_at the last message',
      `select count(*) from conversations c
       left join (select conversation_id, count(*) n, min(last_message_at) lo, max(last_message_at) hi
                  from conversation_members group by conversation_id) m on m.conversation_id = c.id
       left join (select conversation_id, max(created_at) at from messages group by conversation_id) x
         on x.conversation_id = c.id
       where m.n is distinct from 2 or m.lo <> c.last_message_at or m.hi <> c.last_message_at
         or x.at is distinct from c.last_message_at`,
    ],
    [
      'messages, conversation_members and likes reference existing rows; senders are members of the conversation',
      `select (select count(*) from messages m where not exists (select 1 from conversation_members cm
                where cm.conversation_id = m.conversation_id and cm.profile_id = m.sender_id))
            + (select count(*) from conversation_members cm where not exists (select 1 from conversations c where c.id = cm.conversation_id)
                or not exists (select 1 from profiles p where p.id = cm.profile_id))
            + (select count(*) from likes l where not exists (select 1 from profiles p where p.id = l.liker_id)
                or not exists (select 1 from profiles p where p.id = l.liked_id))
            + (select count(*) from profiles p where p.user_id is not null and not exists (select 1 from users u where u.id = p.user_id))`,
    ],
    [
      'matches are mutual likes',
      `select count(*) from matches m where not exists (select 1 from likes l where l.liker_id = m.profile_a and l.liked_id = m.profile_b) or not exists (select 1 from likes l where l.liker_id = m.profile_b and l.liked_id = m.profile_a)`,
    ],
  ];
  for (const [what, query] of checks) {
    const bad = await num(db, query);
    if (bad !== 0) throw new Error(`seed invariant broken (${bad} rows): ${what}`);
  }
}

async function bulkSeed(db: Db, size: SeedSize): Promise<void> {
  const [demo] = await rows<{ id: number }>(
    db,
    `select p.id from profiles p join users u on u.id = p.user_id where u.email = '${DEMO_MEMBER.email}'`,
  );
  if (!demo) throw new Error('the demo member is missing: SEED_DEMO=false?');
  // One argon2 hash of a password nobody knows: the bench members cannot log in, and a login
  // attempt fails like any wrong password.
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const statements = seedStatements(size, { demoProfileId: Number(demo.id), passwordHash });
  const superuser =
    (await num(db, 'select count(*) from pg_roles where rolname = current_user and rolsuper')) > 0;
  await db.transaction(async (tx) => {
    // Like pg_restore --disable-triggers: the rows reference only rows the same statements made or
    // read, so the per-row foreign-key triggers (most of the time on PGlite) are skipped in this
    // transaction; checkInvariants verifies the references afterwards. Needs a superuser (PGlite is).
    if (superuser) await tx.execute(sql.raw('set local session_replication_role = replica'));
    for (const statement of statements) await tx.execute(sql.raw(statement));
    // Replica mode also skipped the triggers that keep the polls' change markers
    // (member_changes): every member gets a row, and the rows that existed are bumped, as the
    // triggers would have done. Without this the demo member's marker would predate its bulk data.
    await tx.execute(
      sql.raw(
        'insert into member_changes (user_id) select id from users on conflict (user_id) do update set chats = member_changes.chats + 1, likes = member_changes.likes + 1, account = member_changes.account + 1',
      ),
    );
  });
  // What autovacuum would have done to a database that grew over time: statistics, hint bits and
  // the visibility map set, then flushed. Without it the first reads in the server dirty every
  // freshly loaded page (hint bits) and a later checkpoint writes them all at once; on PGlite that
  // runs on the server's JS thread and stalled it for seconds in the middle of the polling run.
  await db.execute(sql.raw('vacuum (analyze)'));
  await db.execute(sql.raw('checkpoint'));
}

/** Sessions as createSession stores them (sha256 of a random token); last_seen spread over the touch minute. */
async function createSessions(db: Db, count: number): Promise<{ tokens: string[]; firstUserId: number }> {
  const firstUserId = await num(db, `select id from users where email = '${EMAIL(1)}'`);
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  const CHUNK = 1000;
  for (let start = 0; start < count; start += CHUNK) {
    const values = tokens.slice(start, start + CHUNK).map((token, k) => {
      const i = start + k;
      const hash = createHash('sha256').update(token).digest('hex');
      return `(${firstUserId + i}, '${hash}', 'web', 'heartline-bench', now(), now() + interval '${SESSION_DAYS} days', now() - interval '${i % 60} seconds')`;
    });
    await db.execute(
      sql.raw(
        `insert into sessions (user_id, token_hash, client_type, user_agent, created_at, expires_at, last_seen_at) values ${values.join(',')}`,
      ),
    );
  }
  return { tokens, firstUserId };
}

async function main(): Promise<void> {
  const [outFile, sizeJson] = process.argv.slice(2);
  const size = JSON.parse(sizeJson) as SeedSize & { sessions: number };
  const t0 = Date.now();
  const db = await getDb();
  const tMigrated = Date.now();
  // DATABASE_URL may name a real database: 10,000 fake members must never land among real ones.
  const others = await num(
    db,
    `select count(*) from users where email not like '%@heartline.local' and email not like '%@bench.heartline.local'`,
  );
  if (others > 0) {
    throw new Error(
      `the database holds members who are not demo or bench members (${others}): the bench seeds ` +
        'fake members and runs only on a database of its own (scripts/with-postgres.mjs makes one)',
    );
  }
  await seedDemo(db);
  const tDemo = Date.now();

  const existing = await num(db, `select count(*) from users where email = '${EMAIL(1)}'`);
  if (!existing) {
    await bulkSeed(db, size);
  }
  const tBulk = Date.now();
  await checkInvariants(db);
  const tChecked = Date.now();
  const members = await num(
    db,
    `select count(*) from users where email like 'bench-%@bench.heartline.local'`,
  );
  if (members < size.sessions) throw new Error(`only ${members} bench members for ${size.sessions} sessions`);
  const { tokens, firstUserId } = await createSessions(db, size.sessions);
  const firstProfileId = await num(db, `select id from profiles where user_id = ${firstUserId}`);
  // The writers' conversations with other bench members (they send into these during the run).
  const writerConversations = await rows<{ id: number; started_by: number }>(
    db,
    `select id, started_by from conversations where started_by between ${firstProfileId} and ${firstProfileId + size.writers - 1}
       and profile_a >= ${firstProfileId} and profile_b >= ${firstProfileId} order by id`,
  );
  const tSessions = Date.now();

  const counts = Object.fromEntries(
    await Promise.all(
      [
        'users',
        'profiles',
        'conversations',
        'conversation_members',
        'messages',
        'likes',
        'matches',
        'sessions',
      ].map(async (t) => [t, await num(db, `select count(*) from ${t}`)] as const),
    ),
  );
  const database = await dbKind();
  await closeDb();

  const result: SeedResult = {
    database,
    reusedExisting: existing > 0,
    ms: {
      migrate: tMigrated - t0,
      demo: tDemo - tMigrated,
      bulk: tBulk - tDemo,
      check: tChecked - tBulk,
      sessions: tSessions - tChecked,
      total: Date.now() - t0,
    },
    counts,
    tokens,
    writers: Array.from({ length: Math.min(size.writers, tokens.length) }, (_, i) => ({
      token: tokens[i],
      conversationIds: writerConversations
        .filter((c) => Number(c.started_by) === firstProfileId + i)
        .map((c) => Number(c.id)),
    })),
  };
  fs.writeFileSync(outFile, JSON.stringify(result));
}

main().catch(async (err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
  await closeDb().catch(() => {});
  process.exit(1);
});
