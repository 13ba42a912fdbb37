// The benchmark's bulk data as set-based SQL (INSERT … SELECT … FROM generate_series): members,
// conversations, messages, unread counts, likes and matches on the default site, in one
// transaction, fast enough on PGlite. Pure strings: seed-main.ts runs them.
//
// Shape (N members, M messages; ids continue after the demo data):
// - users + profiles as signup and activation leave them: confirmed, language set, profile
//   active, no photo; signup credits granted through the ledger (one 'signup' row each), writers
//   get one 'bonus' row too, so users.credits always equals the ledger sum.
// - conversations: member i starts 15–40 with fictional profiles and 1–6 with the members i+1…i+6
//   (mod N), so a member has ~20–60 (mean ~34). The first 36 members also write to the demo member.
// - messages: one per conversation (the opener), the rest spread over every tenth conversation
//   (the active ones) with a skew: most have a few, some hundreds. After the opener, a hash of
//   the message number picks the sender (the starter one time in three).
// - conversation_members: one row per side with last_message_at; unread = the partner's messages
//   after one's own last one, kept for 30% of member sides (the rest have read theirs).
// - likes: member i likes i+1…i+8, i+1 and i+2 like back (those pairs are matches), 5 fictional
//   profiles auto-like each member; the demo member gets 12 likes and 6 matches.

export type SeedSize = { members: number; messages: number; writers: number };

/** Conversations each member starts, by formula, so the SQL and the check below agree. */
export const fictionalConversations = (i: number) => 15 + ((i * 7) % 26);
export const memberConversations = (i: number) => 1 + ((i * 13) % 6);
export const DEMO_CONVERSATIONS = 36;

export function conversationCount(members: number): number {
  let n = DEMO_CONVERSATIONS;
  for (let i = 1; i <= members; i++) n += fictionalConversations(i) + memberConversations(i);
  return n;
}

const BODIES = [
  'Hi! How is your week going?',
  'Hey there, I liked your profile 😊',
  'What are you up to this weekend?',
  'Haha, that sounds like fun!',
  'Do you like cycling too?',
  'I just got back from a trip, tired but happy.',
  'Coffee or tea?',
  'Good morning! Sleep well?',
];

/** Statements in order; `$…` placeholders are filled by seedStatements. */
export function seedStatements(
  size: SeedSize,
  ctx: { demoProfileId: number; passwordHash: string },
): string[] {
  const { members: N, messages: M, writers: W } = size;
  for (const [k, v] of Object.entries({ ...size, demo: ctx.demoProfileId }))
    if (!Number.isSafeInteger(v) || v < 0) throw new Error(`seed: ${k} must be a whole number`);
  const C = conversationCount(N);
  if (M < C) throw new Error(`seed: ${M} messages cannot fill ${C} conversations (one opener each)`);
  const active = Math.floor(C / 10);
  const prime = [7919, 7927, 7933].find((p) => active % p !== 0)!;
  const hash = `'${ctx.passwordHash.replace(/'/g, "''")}'`;
  const bodies = `array[${BODIES.map((b) => `'${b.replace(/'/g, "''")}'`).join(',')}]`;
  const D = ctx.demoProfileId;
  const min = "interval '1 minute'";

  return [
    `create temp table bench_ctx on commit drop as
     select s.id as site_id, (s.config->>'signupCredits')::int as signup, s.config->'countries' as countries,
       (select coalesce(max(id), 0) from users) as ubase, (select coalesce(max(id), 0) from profiles) as pbase,
       (select coalesce(max(id), 0) from conversations) as cbase, (select coalesce(max(id), 0) from messages) as mbase,
       date_trunc('second', now()) as t
     from sites s where s.is_default order by s.id limit 1`,
    `create temp table bench_fic on commit drop as
     select (row_number() over (order by id) - 1)::int as k, id from profiles where is_fictional and status = 'active'`,

    `insert into users (id, site_id, email, password_hash, language, status, role, credits, signup_date, last_seen_at)
     select c.ubase + i, c.site_id, 'bench-' || i || '@bench.heartline.local', ${hash}, 'en', 'confirmed', 'member',
       c.signup + case when i <= ${W} then 100000 else 0 end,
       c.t - ((i * 7919) % 365) * interval '1 day', c.t - ((i * 31) % 1440) * ${min}
     from bench_ctx c, generate_series(1, ${N}) i`,
    `insert into credit_ledger (user_id, delta, balance_after, reason, ref_type, ref_id, created_at)
     select c.ubase + i, c.signup, c.signup, 'signup', 'user', (c.ubase + i)::text, c.t - ((i * 7919) % 365) * interval '1 day'
     from bench_ctx c, generate_series(1, ${N}) i where c.signup > 0`,
    // After the signup rows, so the ledger's order matches balance_after.
    `insert into credit_ledger (user_id, delta, balance_after, reason, created_at)
     select c.ubase + i, 100000, c.signup + 100000, 'bonus', c.t from bench_ctx c, generate_series(1, ${W}) i`,
    `insert into profiles (id, user_id, site_id, name, gender, birth_date, country, status, is_fictional, interest, created_at, last_active_at)
     select c.pbase + i, c.ubase + i, c.site_id, 'Bench ' || i, case when i % 2 = 0 then 'female' else 'male' end,
       date '1966-01-01' + (i * 7919) % 14000, c.countries->>(i % jsonb_array_length(c.countries)), 'active', false,
       case when i % 2 = 0 then 'men' else 'women' end,
       c.t - ((i * 7919) % 365) * interval '1 day', c.t - ((i * 31) % 1440) * ${min}
     from bench_ctx c, generate_series(1, ${N}) i`,

    // n numbers the conversations; p1 started it.
    `create temp table bench_pairs on commit drop as
     select (row_number() over (order by i, j))::int as n, p1, p2 from (
       select i, j, c.pbase + i as p1, f.id as p2
       from bench_ctx c, generate_series(1, ${N}) i, generate_series(0, 14 + (i * 7) % 26) j, bench_fic f
       where f.k = (i * 37 + j) % (select count(*) from bench_fic)
       union all
       select i, 100 + d, c.pbase + i, c.pbase + 1 + ((i - 1 + d) % ${N})
       from bench_ctx c, generate_series(1, ${N}) i, generate_series(1, 1 + (i * 13) % 6) d
       union all
       select i, 200, c.pbase + i, ${D} from bench_ctx c, generate_series(1, ${DEMO_CONVERSATIONS}) i
     ) s`,
    // Message m: conversation m for the openers; the rest go to the active conversations with a
    // skew (u² of a hash, then a fixed permutation): a few long chats, many short ones.
    `create temp table bench_msg on commit drop as
     select m, conv_n, (row_number() over (partition by conv_n order by m))::int as k from (
       select m, case when m <= ${C} then m::int
         else (10 * (1 + (floor(${active} * power((hashint8(m)::bigint + 2147483648) / 4294967296.0, 2))::bigint * ${prime}) % ${active}))::int
         end as conv_n
       from generate_series(1, ${M}) m) s`,
    `create temp table bench_conv on commit drop as
     select b.n, b.p1, b.p2, count(*)::int as cnt,
       coalesce(max(mm.k) filter (where mm.k = 1 or mm.m % 3 = 0), 0) as last1,
       coalesce(max(mm.k) filter (where not (mm.k = 1 or mm.m % 3 = 0)), 0) as last2,
       c.t - interval '6 hours' - ((b.n::bigint * 7919) % 129600) * ${min} as start
     from bench_pairs b join bench_msg mm on mm.conv_n = b.n, bench_ctx c
     group by b.n, b.p1, b.p2, c.t`,
    `insert into conversations (id, profile_a, profile_b, started_by, created_at, last_message_at)
     select c.cbase + v.n, least(v.p1, v.p2), greatest(v.p1, v.p2), v.p1, v.start, v.start + v.cnt * 7 * ${min}
     from bench_conv v, bench_ctx c`,
    `insert into messages (id, conversation_id, sender_id, kind, body, credits_spent, client_key, created_at)
     select c.mbase + mm.m, c.cbase + v.n, case when mm.k = 1 or mm.m % 3 = 0 then v.p1 else v.p2 end, 'text',
       (${bodies})[1 + mm.m % ${BODIES.length}], 0, 'bench-' || mm.m, v.start + mm.k * 7 * ${min}
     from bench_msg mm join bench_conv v on v.n = mm.conv_n, bench_ctx c`,
    `insert into conversation_members (conversation_id, profile_id, unread_count, last_message_at)
     select c.cbase + v.n, side.p, case when f.id is null and (v.n * 31 + side.s) % 10 >= 3 then 0 else side.unread end,
       v.start + v.cnt * 7 * ${min}
     from bench_conv v cross join lateral (values (v.p1, 1, v.cnt - v.last1), (v.p2, 2, v.cnt - v.last2)) side(p, s, unread)
       left join bench_fic f on f.id = side.p, bench_ctx c`,

    `insert into likes (liker_id, liked_id, is_new, source, created_at)
     select c.pbase + i, c.pbase + 1 + ((i - 1 + d) % ${N}), (i + d) % 7 = 0, 'like', c.t - ((i * 31 + d * 977) % 43200) * ${min}
     from bench_ctx c, generate_series(1, ${N}) i, generate_series(1, 8) d
     union all
     select c.pbase + 1 + ((i - 1 + d) % ${N}), c.pbase + i, false, 'like', c.t - ((i * 31 + d * 977) % 43200) * ${min} + ${min}
     from bench_ctx c, generate_series(1, ${N}) i, generate_series(1, 2) d
     union all
     select f.id, c.pbase + i, (i + j) % 4 = 0, 'auto', c.t - ((i * 17 + j * 389) % 43200) * ${min}
     from bench_ctx c, generate_series(1, ${N}) i, generate_series(0, 4) j, bench_fic f
     where f.k = (i * 53 + j * 11) % (select count(*) from bench_fic)
     union all
     select c.pbase + i, ${D}, i % 3 = 0, 'like', c.t - i * 97 * ${min} from bench_ctx c, generate_series(1, 12) i
     union all
     select ${D}, c.pbase + i, false, 'like', c.t - i * 89 * ${min} from bench_ctx c, generate_series(1, 6) i`,
    `insert into matches (profile_a, profile_b, created_at)
     select least(a, b), greatest(a, b), at from (
       select c.pbase + i as a, c.pbase + 1 + ((i - 1 + d) % ${N}) as b,
         c.t - ((i * 31 + d * 977) % 43200) * ${min} + ${min} as at
       from bench_ctx c, generate_series(1, ${N}) i, generate_series(1, 2) d
       union all
       select c.pbase + i, ${D}, c.t - i * 89 * ${min} from bench_ctx c, generate_series(1, 6) i) s`,

    ...['users', 'profiles', 'conversations', 'messages'].map(
      (t) => `select setval(pg_get_serial_sequence('${t}', 'id'), (select max(id) from ${t}))`,
    ),
  ];
}
