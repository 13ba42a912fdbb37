import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/http/errors';
import type { StaffSession } from '@/lib/server/admin/session';
import type { AuditQuery } from '@/lib/schemas/admin-audit';
import * as repo from './repo';

export const AUDIT_PAGE = 50;

export type AuditChange = { key: string; before: unknown; after: unknown };

export type AuditEntryView = {
  id: number;
  at: string;
  staffId: number | null;
  staffEmail: string;
  role: string;
  action: string;
  targetType: string;
  targetId: string | null;
  siteId: number | null;
  ip: string | null;
  /** The keys that differ between before and after, nested keys dotted (config.refundDays). */
  changes: AuditChange[];
};

const isPlain = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** before/after as a list of the keys that changed; a value on one side only is shown as such. */
export function diffOf(before: unknown, after: unknown, prefix = ''): AuditChange[] {
  if (!isPlain(before) && !isPlain(after)) {
    return JSON.stringify(before) === JSON.stringify(after)
      ? []
      : [{ key: prefix || 'value', before: before ?? null, after: after ?? null }];
  }
  const b = isPlain(before) ? before : {};
  const a = isPlain(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].sort();
  return keys.flatMap((k) => {
    const key = prefix ? `${prefix}.${k}` : k;
    if (isPlain(b[k]) && isPlain(a[k])) return diffOf(b[k], a[k], key);
    return JSON.stringify(b[k]) === JSON.stringify(a[k])
      ? []
      : [{ key, before: b[k] ?? null, after: a[k] ?? null }];
  });
}

function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/**
 * A page of the log as this staff member may see it: an owner of every site sees every entry;
 * one limited to some sites sees those sites' entries only (not the entries without a site).
 */
export async function auditPage(viewer: Pick<StaffSession, 'siteIds'>, q: AuditQuery) {
  if (q.siteId && viewer.siteIds && !viewer.siteIds.includes(q.siteId))
    throw new AppError('staff_forbidden_site', 403);
  if (q.from && q.to && q.from > q.to) throw new AppError('invalid_date_range', 422);
  const limit = q.limit ?? AUDIT_PAGE;
  const db = await getDb();
  const until = q.to ? new Date(dayStart(q.to).getTime() + 86_400_000) : undefined;
  const rows = await repo.pageOfAudit(
    db,
    { ...q, siteIds: viewer.siteIds, from: q.from ? dayStart(q.from) : undefined, until },
    limit + 1,
  );
  const page = rows.slice(0, limit);
  const entries: AuditEntryView[] = page.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    staffId: r.staffId,
    staffEmail: r.staffEmail,
    role: r.role,
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId,
    siteId: r.siteId,
    ip: r.ip,
    changes: diffOf(r.before, r.after),
  }));
  return { entries, next: rows.length > limit ? page[page.length - 1].id : null };
}

/** Who appears in the log, for the filter. */
export async function auditStaffChoices() {
  return repo.auditStaff(await getDb());
}
