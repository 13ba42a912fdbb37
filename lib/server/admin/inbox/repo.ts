import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';

// Queries of the operator inbox (console, issue 15). Every select names its columns: nothing of a
// member's account but the language and site leaves here (no e-mail, no payment data).

type Row = Record<string, unknown>;

function rowsOf(result: unknown): Row[] {
  return (result as { rows?: Row[] }).rows ?? (result as Row[]);
}

/** A timestamp as either driver returns it (Date or text). */
const toDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

/** A time parameter both drivers (PGlite, node-postgres) read alike. */
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

const ids = (list: number[]) =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );

/** The member's language: their own choice, else the site's domain language (two letters). */
const LANGUAGE = sql`lower(left(coalesce(u.language, st.domain_language), 2))`;

/** A conversation between one fictional profile (f) and one member (mp), with the member's site. */
const SIDES = sql`
  from conversations c
  join profiles pa on pa.id = c.profile_a
  join profiles pb on pb.id = c.profile_b
  join profiles f on f.id = case when pa.is_fictional then pa.id else pb.id end
  join profiles mp on mp.id = case when pa.is_fictional then pb.id else pa.id end
  join users u on u.id = mp.user_id
  join sites st on st.id = mp.site_id`;

export type QueueFilter = {
  /** null: every site; otherwise only these (a staff member limited to sites). */
  siteIds: number[] | null;
  siteId?: number;
  language?: string;
  limit: number;
};

export type QueueRow = {
  conversationId: number;
  siteId: number;
  siteName: string;
  language: string;
  memberProfileId: number;
  memberName: string;
  fictionalId: number;
  fictionalName: string;
  lastKind: string;
  lastBody: string;
  waitingSince: Date;
  claimStaffId: number | null;
  claimStaffName: string | null;
  claimExpiresAt: Date | null;
};

/**
 * Conversations whose newest message is the member's: the member waits since the first of their
 * messages after the profile's last answer. Oldest wait first.
 */
export async function waitingConversations(db: Db, filter: QueueFilter, now: Date): Promise<QueueRow[]> {
  const where: SQL[] = [sql`pa.is_fictional <> pb.is_fictional`, sql`m.sender_id = mp.id`];
  if (filter.siteIds)
    where.push(filter.siteIds.length ? sql`mp.site_id in (${ids(filter.siteIds)})` : sql`false`);
  if (filter.siteId) where.push(sql`mp.site_id = ${filter.siteId}`);
  if (filter.language) where.push(sql`${LANGUAGE} = ${filter.language}`);
  const result = await db.execute(sql`
    select c.id as conversation_id, st.id as site_id, st.name as site_name, ${LANGUAGE} as language,
           mp.id as member_profile_id, mp.name as member_name, f.id as fictional_id, f.name as fictional_name,
           m.kind as last_kind, m.body as last_body,
           (select min(w.created_at) from messages w
             where w.conversation_id = c.id
               and w.id > coalesce((select max(r.id) from messages r where r.conversation_id = c.id and r.sender_id = f.id), 0)
           ) as waiting_since,
           oc.staff_id as claim_staff_id, sf.name as claim_staff_name, oc.expires_at as claim_expires_at
    ${SIDES}
    join lateral (select sender_id, kind, body from messages where conversation_id = c.id order by id desc limit 1) m on true
    left join operator_claims oc on oc.conversation_id = c.id and oc.expires_at > ${at(now)}
    left join staff sf on sf.id = oc.staff_id
    where ${sql.join(where, sql` and `)}
    order by waiting_since asc, c.id asc
    limit ${filter.limit}`);
  return rowsOf(result).map((r) => ({
    conversationId: Number(r.conversation_id),
    siteId: Number(r.site_id),
    siteName: String(r.site_name),
    language: String(r.language),
    memberProfileId: Number(r.member_profile_id),
    memberName: String(r.member_name),
    fictionalId: Number(r.fictional_id),
    fictionalName: String(r.fictional_name),
    lastKind: String(r.last_kind),
    lastBody: String(r.last_body),
    waitingSince: toDate(r.waiting_since),
    claimStaffId: r.claim_staff_id === null ? null : Number(r.claim_staff_id),
    claimStaffName: r.claim_staff_name === null ? null : String(r.claim_staff_name),
    claimExpiresAt: r.claim_expires_at === null ? null : toDate(r.claim_expires_at),
  }));
}

/** The languages of members who wrote to fictional profiles on the given sites (the filter's choices). */
export async function memberLanguages(db: Db, siteIds: number[] | null): Promise<string[]> {
  const scope = siteIds
    ? siteIds.length
      ? sql`and mp.site_id in (${ids(siteIds)})`
      : sql`and false`
    : sql``;
  const result = await db.execute(sql`
    select distinct ${LANGUAGE} as language ${SIDES}
    where pa.is_fictional <> pb.is_fictional ${scope}
    order by 1`);
  return rowsOf(result).map((r) => String(r.language));
}

export type ProfileFacts = {
  id: number;
  name: string;
  gender: string;
  birthDate: string;
  country: string;
  city: string | null;
  about: string;
  thumb: string | null;
};

export type ConversationSides = {
  conversationId: number;
  siteId: number;
  cdnPrefix: string;
  messageLength: number;
  language: string;
  member: ProfileFacts;
  fictional: ProfileFacts & { notes: string };
};

const facts = (p: string) =>
  sql.raw(`
  ${p}.id as ${p}_id, ${p}.name as ${p}_name, ${p}.gender as ${p}_gender, ${p}.birth_date::text as ${p}_birth,
  ${p}.country as ${p}_country, ${p}.city as ${p}_city, ${p}.about as ${p}_about,
  (select ph.thumb_filename from photos ph where ph.id = ${p}.main_photo_id and ph.status = 'active') as ${p}_thumb`);

function toFacts(r: Row, p: string): ProfileFacts {
  return {
    id: Number(r[`${p}_id`]),
    name: String(r[`${p}_name`]),
    gender: String(r[`${p}_gender`]),
    birthDate: String(r[`${p}_birth`]),
    country: String(r[`${p}_country`]),
    city: r[`${p}_city`] === null ? null : String(r[`${p}_city`]),
    about: String(r[`${p}_about`] ?? ''),
    thumb: r[`${p}_thumb`] === null ? null : String(r[`${p}_thumb`]),
  };
}

/** Both sides of a member ↔ fictional conversation; undefined for any other conversation. */
export async function conversationSides(
  db: Db | Tx,
  conversationId: number,
): Promise<ConversationSides | undefined> {
  const result = await db.execute(sql`
    select c.id as conversation_id, st.id as site_id, st.cdn_prefix, (st.config->>'messageLength')::int as message_length,
           ${LANGUAGE} as language, ${facts('mp')}, ${facts('f')},
           coalesce((select n.notes from fictional_notes n where n.profile_id = f.id), '') as notes
    ${SIDES}
    where c.id = ${conversationId} and pa.is_fictional <> pb.is_fictional`);
  const r = rowsOf(result)[0];
  if (!r) return undefined;
  return {
    conversationId: Number(r.conversation_id),
    siteId: Number(r.site_id),
    cdnPrefix: String(r.cdn_prefix),
    messageLength: Number(r.message_length) || 0,
    language: String(r.language),
    member: toFacts(r, 'mp'),
    fictional: { ...toFacts(r, 'f'), notes: String(r.notes) },
  };
}

export type TranscriptRow = {
  id: number;
  senderId: number;
  kind: string;
  body: string;
  imageThumb: string | null;
  giftSlug: string | null;
  createdAt: Date;
};

/** One page of the conversation, newest first (the caller reverses it); `before` a message id. */
export async function transcriptPage(
  db: Db,
  conversationId: number,
  before: number | undefined,
  limit: number,
): Promise<TranscriptRow[]> {
  const result = await db.execute(sql`
    select m.id, m.sender_id, m.kind, m.body, m.created_at,
           case when ph.status = 'active' then ph.thumb_filename end as image_thumb, g.slug as gift_slug
    from messages m
    left join photos ph on ph.id = m.photo_id
    left join gifts g on g.id = m.gift_id
    where m.conversation_id = ${conversationId} ${before ? sql`and m.id < ${before}` : sql``}
    order by m.id desc
    limit ${limit}`);
  return rowsOf(result).map((r) => ({
    id: Number(r.id),
    senderId: Number(r.sender_id),
    kind: String(r.kind),
    body: String(r.body),
    imageThumb: r.image_thumb === null ? null : String(r.image_thumb),
    giftSlug: r.gift_slug === null ? null : String(r.gift_slug),
    createdAt: toDate(r.created_at),
  }));
}

/** The fictional profile's latest text answers in its other conversations (its voice). */
export async function pastAnswers(db: Db, profileId: number, exceptConversationId: number, limit: number) {
  const result = await db.execute(sql`
    select m.id, m.body, m.created_at from messages m
    where m.sender_id = ${profileId} and m.kind = 'text' and m.conversation_id <> ${exceptConversationId}
    order by m.id desc
    limit ${limit}`);
  return rowsOf(result).map((r) => ({
    id: Number(r.id),
    body: String(r.body),
    createdAt: toDate(r.created_at),
  }));
}

export type ClaimRow = { staffId: number; staffName: string; claimedAt: Date; expiresAt: Date };

/** The live claim on a conversation, if any. */
export async function currentClaim(
  db: Db | Tx,
  conversationId: number,
  now: Date,
): Promise<ClaimRow | undefined> {
  const result = await db.execute(sql`
    select oc.staff_id, s.name, oc.claimed_at, oc.expires_at from operator_claims oc join staff s on s.id = oc.staff_id
    where oc.conversation_id = ${conversationId} and oc.expires_at > ${at(now)}`);
  const r = rowsOf(result)[0];
  return r
    ? {
        staffId: Number(r.staff_id),
        staffName: String(r.name),
        claimedAt: toDate(r.claimed_at),
        expiresAt: toDate(r.expires_at),
      }
    : undefined;
}

/**
 * Takes or renews the claim; ONE statement decides: the row is written only when there is none,
 * it expired, or it is already this staff member's, and the upsert's row lock orders concurrent
 * claims, so exactly one of them wins. Undefined: another holds it. `fresh`: this call took the
 * conversation (not a renewal): the row was inserted here, or the row locked before (`prev`,
 * read FOR UPDATE in the same transaction) was someone else's or expired. A renewal keeps its
 * claimed_at.
 */
export async function upsertClaim(
  tx: Tx,
  conversationId: number,
  staffId: number,
  now: Date,
  expiresAt: Date,
) {
  const prev = rowsOf(
    await tx.execute(sql`
      select staff_id, expires_at from operator_claims where conversation_id = ${conversationId} for update`),
  )[0];
  const result = await tx.execute(sql`
    insert into operator_claims as oc (conversation_id, staff_id, claimed_at, expires_at)
    values (${conversationId}, ${staffId}, ${at(now)}, ${at(expiresAt)})
    on conflict (conversation_id) do update
      set staff_id = excluded.staff_id,
          claimed_at = case when oc.staff_id = excluded.staff_id and oc.expires_at > excluded.claimed_at
                            then oc.claimed_at else excluded.claimed_at end,
          expires_at = excluded.expires_at
      where oc.expires_at <= excluded.claimed_at or oc.staff_id = excluded.staff_id
    returning (xmax = 0) as inserted`);
  const r = rowsOf(result)[0];
  if (!r) return undefined;
  const taken = prev !== undefined && (Number(prev.staff_id) !== staffId || toDate(prev.expires_at) <= now);
  return { fresh: r.inserted === true || taken };
}

/** Ends this staff member's live claim; whether there was one. */
export async function deleteClaim(
  db: Db | Tx,
  conversationId: number,
  staffId: number,
  now: Date,
): Promise<boolean> {
  const result = await db.execute(sql`
    delete from operator_claims where conversation_id = ${conversationId} and staff_id = ${staffId} and expires_at > ${at(now)}
    returning conversation_id`);
  return rowsOf(result).length > 0;
}

/** Whether the profile is fictional (only their notes are kept). */
export async function isFictionalProfile(db: Db | Tx, profileId: number): Promise<boolean> {
  const result = await db.execute(sql`select 1 from profiles where id = ${profileId} and is_fictional`);
  return rowsOf(result).length > 0;
}

export async function readNotes(db: Db | Tx, profileId: number): Promise<string> {
  const result = await db.execute(sql`select notes from fictional_notes where profile_id = ${profileId}`);
  const r = rowsOf(result)[0];
  return r ? String(r.notes) : '';
}

export async function writeNotes(db: Db | Tx, profileId: number, notes: string, now: Date): Promise<void> {
  await db.execute(sql`
    insert into fictional_notes (profile_id, notes, updated_at) values (${profileId}, ${notes}, ${at(now)})
    on conflict (profile_id) do update set notes = excluded.notes, updated_at = excluded.updated_at`);
}

/** Which of these profiles are fictional (the inbox stream's filter for message events). */
export async function fictionalAmong(db: Db, profileIds: number[]): Promise<Set<number>> {
  if (!profileIds.length) return new Set();
  const result = await db.execute(
    sql`select id from profiles where id in (${ids(profileIds)}) and is_fictional`,
  );
  return new Set(rowsOf(result).map((r) => Number(r.id)));
}
