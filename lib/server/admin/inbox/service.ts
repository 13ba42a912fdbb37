import 'server-only';
import { getDb, type Db, type Tx } from '@/lib/server/db/client';
import { AppError, notFound } from '@/lib/server/http/errors';
import { emitChatEvent, emitInboxClaim } from '@/lib/server/chat/events';
import { replyAsFictional } from '@/lib/server/chat/operator';
import { staffSeesSite, type StaffSession } from '@/lib/server/admin/session';
import type { AuditEntry } from '@/lib/server/admin/audit';
import * as repo from './repo';
import { sitesOfStaff } from '@/lib/server/admin/sites-of-staff';

// The operator inbox (console, issue 15): members waiting for a fictional profile, claimed by one
// operator at a time, answered as the profile. Operators see a member's profile, language and
// site, never an e-mail address or payment data: every answer here is built from repo.ts's named
// columns, which hold none.

export const CLAIM_MS = 5 * 60_000;
/** The operator's typing reaches the member at most this often per conversation (as a member's). */
export const OPERATOR_TYPING_MS = 2_000;
export const QUEUE_LIMIT = 200;
export const TRANSCRIPT_PAGE = 30;
export const PAST_ANSWERS = 10;

type Audit = (db: Db | Tx, entry: AuditEntry) => Promise<void>;
type Staff = Pick<StaffSession, 'id' | 'name' | 'siteIds'>;

export type InboxItem = {
  conversationId: number;
  site: { id: number; name: string };
  language: string;
  member: { profileId: number; name: string };
  fictional: { id: number; name: string };
  last: { kind: string; body: string };
  waitingSince: string;
  waitingMinutes: number;
  claim: { staffId: number; staffName: string; mine: boolean; expiresAt: string } | null;
};

/** The queue as this staff member may see it (their sites), oldest wait first. */
export async function inboxQueue(
  staff: Staff,
  filter: { site?: number; language?: string } = {},
  now = new Date(),
): Promise<InboxItem[]> {
  const rows = await repo.waitingConversations(
    await getDb(),
    { siteIds: staff.siteIds, siteId: filter.site, language: filter.language, limit: QUEUE_LIMIT },
    now,
  );
  return rows.map((r) => ({
    conversationId: r.conversationId,
    site: { id: r.siteId, name: r.siteName },
    language: r.language,
    member: { profileId: r.memberProfileId, name: r.memberName },
    fictional: { id: r.fictionalId, name: r.fictionalName },
    last: { kind: r.lastKind, body: r.lastKind === 'text' ? r.lastBody : '' },
    waitingSince: r.waitingSince.toISOString(),
    waitingMinutes: Math.max(0, Math.floor((now.getTime() - r.waitingSince.getTime()) / 60_000)),
    claim:
      r.claimStaffId === null
        ? null
        : {
            staffId: r.claimStaffId,
            staffName: r.claimStaffName ?? '',
            mine: r.claimStaffId === staff.id,
            expiresAt: r.claimExpiresAt!.toISOString(),
          },
  }));
}

/** The sites the site filter offers. */
export async function inboxSites(staff: Staff) {
  return sitesOfStaff(staff, { order: 'name' });
}

/** The languages the language filter offers. */
export async function inboxLanguages(staff: Staff): Promise<string[]> {
  return repo.memberLanguages(await getDb(), staff.siteIds);
}

function ageOn(birthDate: string, now: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number);
  const age = now.getUTCFullYear() - y;
  return now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d) ? age - 1 : age;
}

function profileView(p: repo.ProfileFacts, cdnPrefix: string, now: Date) {
  return {
    id: p.id,
    name: p.name,
    gender: p.gender,
    age: ageOn(p.birthDate, now),
    country: p.country,
    city: p.city,
    about: p.about,
    photo: p.thumb ? `${cdnPrefix}${p.thumb}` : null,
  };
}

/** A conversation the staff member may work on (their site), else 404 / 403. */
async function sidesFor(db: Db | Tx, staff: Staff, conversationId: number): Promise<repo.ConversationSides> {
  const sides = await repo.conversationSides(db, conversationId);
  if (!sides) throw notFound('conversation_not_found');
  if (!staffSeesSite(staff, sides.siteId)) throw new AppError('staff_forbidden_site', 403);
  return sides;
}

/** Everything the conversation view shows: both profiles, the notes, one page of messages, past answers, the claim. */
export async function inboxConversation(
  staff: Staff,
  conversationId: number,
  before?: number,
  now = new Date(),
) {
  const db = await getDb();
  const sides = await sidesFor(db, staff, conversationId);
  const page = await repo.transcriptPage(db, conversationId, before, TRANSCRIPT_PAGE + 1);
  const more = page.length > TRANSCRIPT_PAGE;
  const messages = page.slice(0, TRANSCRIPT_PAGE).reverse();
  const claim = await repo.currentClaim(db, conversationId, now);
  const past = await repo.pastAnswers(db, sides.fictional.id, conversationId, PAST_ANSWERS);
  return {
    conversationId,
    site: { id: sides.siteId },
    language: sides.language,
    messageLength: sides.messageLength,
    member: profileView(sides.member, sides.cdnPrefix, now),
    fictional: { ...profileView(sides.fictional, sides.cdnPrefix, now), notes: sides.fictional.notes },
    messages: messages.map((m) => ({
      id: m.id,
      fromMember: m.senderId === sides.member.id,
      kind: m.kind,
      body: m.kind === 'text' ? m.body : '',
      image: m.imageThumb ? `${sides.cdnPrefix}${m.imageThumb}` : null,
      gift: m.giftSlug,
      createdAt: m.createdAt.toISOString(),
    })),
    /** The id to ask for the page before this one, or null at the conversation's start. */
    olderBefore: more ? messages[0].id : null,
    pastAnswers: past.map((a) => ({ id: a.id, body: a.body, createdAt: a.createdAt.toISOString() })),
    claim: claim
      ? {
          staffId: claim.staffId,
          staffName: claim.staffName,
          mine: claim.staffId === staff.id,
          expiresAt: claim.expiresAt.toISOString(),
        }
      : null,
  };
}

export type InboxConversation = Awaited<ReturnType<typeof inboxConversation>>;

const claimedByOther = (holder: repo.ClaimRow | undefined) =>
  new AppError(
    'claimed_by_other',
    409,
    holder ? { holder: holder.staffName, expiresAt: holder.expiresAt.toISOString() } : {},
  );

// Per instance and in memory, as the members' typing throttle: a hint, nothing to persist.
const lastTyping = new Map<number, number>();

/**
 * POST /api/admin/inbox/claim: takes the conversation for this operator for CLAIM_MS, or renews
 * their claim (while the conversation is open and while they type). One statement decides
 * (repo.upsertClaim), so of any number of concurrent claims exactly one operator holds it;
 * the others get 409 claimed_by_other. Taking it is audited (chat.claim) and announced to every
 * inbox; a renewal is neither. `typing`: the member sees the profile typing (throttled).
 */
export async function claimConversation(
  staff: Staff,
  conversationId: number,
  audit: Audit,
  opts: { typing?: boolean } = {},
  now = new Date(),
) {
  const db = await getDb();
  const sides = await sidesFor(db, staff, conversationId);
  const expiresAt = new Date(now.getTime() + CLAIM_MS);
  const taken = await db.transaction(async (tx) => {
    const won = await repo.upsertClaim(tx, conversationId, staff.id, now, expiresAt);
    if (!won) return null;
    const { fresh } = won;
    if (fresh)
      await audit(tx, {
        action: 'chat.claim',
        targetType: 'conversation',
        targetId: conversationId,
        siteId: sides.siteId,
        after: { expiresAt: expiresAt.toISOString() },
      });
    return { fresh };
  });
  if (!taken) throw claimedByOther(await repo.currentClaim(db, conversationId, now));
  if (taken.fresh) emitInboxClaim(conversationId, staff.id);
  let typingSent = false;
  if (opts.typing) {
    const last = lastTyping.get(conversationId);
    if (last === undefined || now.getTime() - last >= OPERATOR_TYPING_MS) {
      lastTyping.set(conversationId, now.getTime());
      if (lastTyping.size > 10_000)
        for (const [k, t] of lastTyping) if (now.getTime() - t >= OPERATOR_TYPING_MS) lastTyping.delete(k);
      // The same event the member API emits, from the fictional profile: the member's open
      // conversation shows the typing indicator.
      emitChatEvent({
        type: 'typing',
        conversationId,
        toProfileId: sides.member.id,
        fromProfileId: sides.fictional.id,
      });
      typingSent = true;
    }
  }
  return { claimed: true, expiresAt: expiresAt.toISOString(), typingSent };
}

/** DELETE /api/admin/inbox/claim: the operator leaves the conversation; audited when a claim ended. */
export async function releaseClaim(staff: Staff, conversationId: number, audit: Audit, now = new Date()) {
  const db = await getDb();
  const sides = await sidesFor(db, staff, conversationId);
  const released = await db.transaction(async (tx) => {
    const ended = await repo.deleteClaim(tx, conversationId, staff.id, now);
    if (ended)
      await audit(tx, {
        action: 'chat.release',
        targetType: 'conversation',
        targetId: conversationId,
        siteId: sides.siteId,
      });
    return ended;
  });
  if (released) emitInboxClaim(conversationId, null);
  return { released };
}

/**
 * POST /api/admin/inbox/reply: answers as the fictional profile through replyAsFictional (free,
 * the member's unread count, live event, push), only while holding the claim: the claim is
 * checked and ended in the reply's transaction, with the audit entry (chat.reply).
 */
export async function replyFromInbox(
  staff: Staff,
  conversationId: number,
  body: string,
  audit: Audit,
  now = new Date(),
) {
  const db = await getDb();
  const sides = await sidesFor(db, staff, conversationId);
  const text = body.trim();
  if (sides.messageLength > 0 && text.length > sides.messageLength)
    throw new AppError('message_too_long', 422, { max: sides.messageLength });
  const { messageId } = await replyAsFictional(conversationId, text, async (tx, reply) => {
    if (!(await repo.deleteClaim(tx, conversationId, staff.id, now))) {
      const holder = await repo.currentClaim(tx, conversationId, now);
      throw holder ? claimedByOther(holder) : new AppError('claim_required', 409);
    }
    await audit(tx, {
      action: 'chat.reply',
      targetType: 'conversation',
      targetId: conversationId,
      siteId: sides.siteId,
      after: { messageId: reply.messageId, asProfileId: reply.fromProfileId, body: text },
    });
  });
  emitInboxClaim(conversationId, null);
  return { messageId };
}

/** PUT /api/admin/inbox/notes: the fictional profile's persona notes, audited with before and after. */
export async function saveFictionalNotes(profileId: number, notes: string, audit: Audit, now = new Date()) {
  const db = await getDb();
  if (!(await repo.isFictionalProfile(db, profileId))) throw notFound('profile_not_found');
  await db.transaction(async (tx) => {
    const before = await repo.readNotes(tx, profileId);
    await repo.writeNotes(tx, profileId, notes, now);
    await audit(tx, {
      action: 'fictional.notes',
      targetType: 'profile',
      targetId: profileId,
      before: { notes: before },
      after: { notes },
    });
  });
  return { saved: true };
}

/** Tests start with no typing throttle state. */
export function resetOperatorTyping(): void {
  lastTyping.clear();
}
