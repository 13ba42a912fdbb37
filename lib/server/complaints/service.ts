import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/http/errors';
import type { SessionUser } from '@/lib/server/accounts/service';
import type { Site } from '@/lib/server/sites/service';
import { queueMail } from '@/lib/server/mail/service';
import { limitKey, minutesLeft, take } from '@/lib/server/rate-limit/service';
import type { LimitSpec } from '@/lib/server/rate-limit/limits';
import type { ComplaintEvidence } from '@/lib/server/db/schema';
import { defaultLocale, localeFromLanguage, type Locale } from '@/lib/i18n/locales';
import type { ComplaintInput, ComplaintResult } from '@/lib/schemas/complaint';
import * as repo from './repo';

/** Complaints per client address and hour, and per member and day: enough for a real grievance. */
export const COMPLAINT_LIMITS = {
  address: { name: 'complaint-address', points: 5, duration: 3600 } satisfies LimitSpec,
  member: { name: 'complaint-member', points: 10, duration: 86_400 } satisfies LimitSpec,
};
/** The copy of a conversation kept with a complaint: its latest messages. */
export const EVIDENCE_MESSAGES = 500;

async function throttle(site: Site, session: SessionUser | null, ip: string): Promise<void> {
  const checks = [take(COMPLAINT_LIMITS.address, limitKey(site.id, ip))];
  if (session) checks.push(take(COMPLAINT_LIMITS.member, limitKey(session.user.id)));
  const refused = (await Promise.all(checks)).find((a) => !a.ok);
  if (refused) throw new AppError('complaint_throttled', 429, { minutes: minutesLeft(refused.msBeforeNext) });
}

/**
 * POST /api/complaint.php: stores a complaint from a visitor or a member with its evidence (the
 * profile as it is now; for a conversation of the member, a copy of its messages at this moment,
 * so deleting them later changes nothing), and mails the sender a confirmation. A conversation
 * the sender is not part of, or a profile the site does not show, is 404 and stores nothing.
 */
export async function submitComplaint(
  site: Site,
  session: SessionUser | null,
  input: ComplaintInput,
  ip: string,
): Promise<ComplaintResult> {
  const email = session ? session.user.email : input.email;
  if (!email) throw new AppError('email_required', 422);
  await throttle(site, session, ip);
  const db = await getDb();
  const evidence: ComplaintEvidence = {};
  let profileId: number | null = null;
  let conversationId: number | null = null;

  if (input.conversation_id !== undefined) {
    const own = session?.own?.profile.id;
    const conversation = own ? await repo.findOwnConversation(db, input.conversation_id, own) : undefined;
    if (!conversation) throw new AppError('conversation_not_found', 404);
    const rows = await repo.conversationMessages(db, conversation.id, EVIDENCE_MESSAGES + 1);
    const kept = rows.slice(-EVIDENCE_MESSAGES);
    evidence.conversation = {
      id: conversation.id,
      messages: kept.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
      truncated: rows.length > kept.length,
    };
    conversationId = conversation.id;
    const other = await repo.findProfileName(db, conversation.otherProfileId);
    if (other) evidence.profile = other;
    profileId = conversation.otherProfileId;
  } else if (input.profile_id !== undefined) {
    const profile = await repo.findVisibleProfile(db, site.id, input.profile_id);
    if (!profile) throw new AppError('profile_not_found', 404);
    evidence.profile = profile;
    profileId = profile.id;
  }

  const locale: Locale =
    input.locale ?? localeFromLanguage(session?.user.language) ?? localeFromLanguage(site.domainLanguage) ?? defaultLocale;
  return db.transaction(async (tx) => {
    const row = await repo.insertComplaint(tx, {
      siteId: site.id,
      userId: session?.user.id ?? null,
      email,
      name: input.name ?? session?.own?.profile.name ?? '',
      subject: input.reason,
      body: input.text,
      reason: input.reason,
      profileId,
      conversationId,
      evidence,
      locale,
    });
    await queueMail(tx, { site, to: email, locale, template: { kind: 'complaint_received', id: row.id, text: input.text } });
    return { id: row.id, email };
  });
}

/**
 * What the /complaints page names above its form: the profile (one the site shows) or, for a
 * member, the other side of one of their conversations. Null when there is nothing to name.
 */
export async function complaintSubject(
  site: Site,
  session: SessionUser | null,
  query: { profileId?: number; conversationId?: number },
): Promise<{ kind: 'profile' | 'conversation'; id: number; name: string } | null> {
  const db = await getDb();
  if (query.conversationId !== undefined) {
    const own = session?.own?.profile.id;
    const conversation = own ? await repo.findOwnConversation(db, query.conversationId, own) : undefined;
    const other = conversation ? await repo.findProfileName(db, conversation.otherProfileId) : undefined;
    return conversation && other ? { kind: 'conversation', id: conversation.id, name: other.name } : null;
  }
  if (query.profileId !== undefined) {
    const profile = await repo.findVisibleProfile(db, site.id, query.profileId);
    return profile ? { kind: 'profile', id: profile.id, name: profile.name } : null;
  }
  return null;
}
