import 'server-only';
import { getDb, type Tx } from '@/lib/server/db/client';
import { AppError, notFound } from '@/lib/server/http/errors';
import type { AuditEntry } from '@/lib/server/admin/audit';
import { mailMember } from '@/lib/server/admin/moderation/member-mail';
import { storedReason } from '@/lib/admin/moderation-reasons';
import type { TextDecision } from '@/lib/schemas/admin-moderation';
import * as repo from './repo';

export const TEXTS_PAGE = 20;

/** The console's text review: changed names and about texts, oldest change first, of the moderator's sites (and of one member, if given). */
export async function textQueue(siteIds: number[] | null, page: number, userId?: number) {
  const { rows, total } = await repo.listChangedTexts(await getDb(), siteIds, TEXTS_PAGE, (page - 1) * TEXTS_PAGE, userId);
  return {
    total,
    pages: Math.max(1, Math.ceil(total / TEXTS_PAGE)),
    profiles: rows.map((r) => ({
      profileId: r.profileId,
      userId: r.userId,
      name: r.name,
      about: r.about,
      status: r.status,
      siteId: r.siteId,
      site: r.siteName ? `${r.siteName} (${r.domain})` : null,
      changedAt: r.changedAt!.toISOString(),
    })),
  };
}

type By = { audit: (tx: Tx, entry: AuditEntry) => Promise<void>; assertSite: (siteId: number | null) => void };

/**
 * Approve (the text stays, the review ends), clear the about text, or rename, the last two with a
 * reason mailed to the member in their language. Only the text the moderator saw is decided on:
 * a member who edited again meanwhile gets 409 text_changed_again (reload, read, decide).
 */
export async function decideText(d: TextDecision, by: By) {
  if (d.decision !== 'approve' && d.reason === 'other' && !d.note?.trim()) throw new AppError('reason_note_required', 422);
  const db = await getDb();
  const profile = await repo.findProfileText(db, d.profileId);
  if (!profile || profile.userId === null) throw notFound('profile_not_found');
  by.assertSite(profile.siteId);
  if (!profile.changedAt) throw new AppError('text_not_pending', 409);
  const userId = profile.userId;
  const change = d.decision === 'clear_about' ? { about: '' } : d.decision === 'rename' ? { name: d.name } : {};
  return db.transaction(async (tx) => {
    const after = await repo.settleText(tx, d.profileId, new Date(d.seen), change);
    if (!after) throw new AppError('text_changed_again', 409);
    let mailed: string | null = null;
    if (d.decision !== 'approve') {
      mailed = await mailMember(tx, userId, ({ profileUrl }) => ({
        kind: 'profile_text_changed',
        name: after.name,
        field: d.decision === 'clear_about' ? 'about' : 'name',
        reason: d.reason,
        note: d.note?.trim() || null,
        url: profileUrl,
      }));
    }
    await by.audit(tx, {
      action: `profile_text.${d.decision}`,
      targetType: 'profile',
      targetId: d.profileId,
      siteId: profile.siteId,
      before: { name: profile.name, about: profile.about },
      after: {
        name: after.name,
        about: after.about,
        ...(d.decision !== 'approve' && { reason: storedReason(d.reason, d.note), mailed }),
      },
    });
    return { profileId: d.profileId, decision: d.decision, name: after.name, about: after.about };
  });
}
