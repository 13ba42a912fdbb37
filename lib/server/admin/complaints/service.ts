import 'server-only';
import { getDb, type Db, type Tx } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/http/errors';
import type { AuditEntry } from '@/lib/server/admin/audit';
import { staffSeesSite, type StaffSession } from '@/lib/server/admin/session';
import type { ComplaintEvidence } from '@/lib/server/db/schema';
import {
  COMPLAINTS_PAGE_SIZE,
  type ComplaintDetail,
  type ComplaintListQuery,
  type ComplaintProfileRef,
  type ComplaintUpdate,
} from '@/lib/schemas/admin-complaints';
import * as repo from './repo';

type Staff = Pick<StaffSession, 'id' | 'email' | 'role' | 'siteIds'>;

export type ComplaintListItem = {
  id: number;
  siteId: number;
  siteName: string;
  status: string;
  reason: string;
  email: string;
  name: string;
  userId: number | null;
  profileId: number | null;
  conversationId: number | null;
  excerpt: string;
  createdAt: string;
  updatedAt: string | null;
};

/**
 * The inbox: open complaints by default, oldest first, only of the staff member's sites (a site
 * filter outside them is refused, not silently widened).
 */
export async function listComplaints(staff: Staff, query: ComplaintListQuery) {
  if (query.site !== undefined && !staffSeesSite(staff, query.site))
    throw new AppError('staff_forbidden_site', 403);
  const page = query.page ?? 1;
  const status = query.status === 'all' ? undefined : (query.status ?? 'open');
  const db = await getDb();
  const rows = await repo.listComplaints(
    db,
    { status, reason: query.reason, siteId: query.site, siteIds: staff.siteIds },
    (page - 1) * COMPLAINTS_PAGE_SIZE,
    COMPLAINTS_PAGE_SIZE,
  );
  const items: ComplaintListItem[] = rows
    .slice(0, COMPLAINTS_PAGE_SIZE)
    .map(({ body, createdAt, updatedAt, ...r }) => ({
      ...r,
      excerpt: body.length > 140 ? `${body.slice(0, 139)}…` : body,
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt?.toISOString() ?? null,
    }));
  return { items, page, hasNext: rows.length > COMPLAINTS_PAGE_SIZE, status: status ?? 'all' };
}

/** Everything stored with one complaint, the people it names, and what the console did with it. */
export async function complaintDetail(staff: Staff, id: number): Promise<ComplaintDetail> {
  const db = await getDb();
  const found = await repo.findComplaint(db, id);
  if (!found) throw new AppError('not_found', 404);
  const c = found.complaint;
  if (!staffSeesSite(staff, c.siteId)) throw new AppError('staff_forbidden_site', 403);
  const evidence: ComplaintEvidence = c.evidence ?? {};
  const own = c.userId ? await repo.profileOfUser(db, c.userId) : undefined;
  const profileIds = new Set<number>();
  if (c.profileId) profileIds.add(c.profileId);
  if (evidence.profile) profileIds.add(evidence.profile.id);
  for (const m of evidence.conversation?.messages ?? []) profileIds.add(m.senderProfileId);
  const owners = await repo.profileOwners(db, [...profileIds]);
  const profiles: Record<number, ComplaintProfileRef> = {};
  for (const o of owners) profiles[o.profileId] = { profileId: o.profileId, name: o.name, userId: o.userId };
  const history = await repo.complaintHistory(db, id);
  return {
    id: c.id,
    siteId: c.siteId,
    siteName: found.siteName,
    status: c.status,
    reason: c.reason,
    subject: c.subject,
    body: c.body,
    email: c.email,
    name: c.name,
    userId: c.userId,
    ownProfileId: own?.id ?? null,
    profileId: c.profileId,
    conversationId: c.conversationId,
    locale: c.locale,
    notes: c.notes,
    evidence,
    profiles,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt?.toISOString() ?? null,
    history: history.map((h) => ({ ...h, at: h.at.toISOString() })),
  };
}

type Audit = (db: Db | Tx, entry: AuditEntry) => Promise<void>;

/**
 * A moderator moves a complaint on (status) and/or appends a note. The note is added to the
 * complaint's notes with who and when (never rewritten), and both changes are one audit row in the
 * same transaction; the page shows that history. Setting the status it already has, with no
 * note, is refused: nothing would change.
 */
export async function changeComplaint(staff: Staff, input: ComplaintUpdate, audit: Audit) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await repo.lockComplaint(tx, input.id);
    if (!before) throw new AppError('not_found', 404);
    if (!staffSeesSite(staff, before.siteId)) throw new AppError('staff_forbidden_site', 403);
    const status = input.status !== undefined && input.status !== before.status ? input.status : undefined;
    if (status === undefined && input.note === undefined) throw new AppError('complaint_unchanged', 422);
    const at = new Date();
    const noteBlock = input.note
      ? `[${at.toISOString()}] ${staff.email} (${staff.role}):\n${input.note}`
      : undefined;
    const after = await repo.updateComplaint(tx, input.id, { status, noteBlock });
    await audit(tx, {
      action: status ? 'complaint.status' : 'complaint.note',
      targetType: 'complaint',
      targetId: input.id,
      siteId: before.siteId,
      before: { status: before.status },
      after: { status: after.status, ...(input.note ? { note: input.note } : {}) },
    });
    return {
      id: after.id,
      status: after.status,
      notes: after.notes,
      updatedAt: after.updatedAt?.toISOString() ?? null,
    };
  });
}
