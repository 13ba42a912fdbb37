import 'server-only';
import { and, desc, eq, gte, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { auditLog } from '@/lib/server/db/schema';

export type AuditRow = typeof auditLog.$inferSelect;

export type AuditFilter = {
  staffId?: number;
  action?: string;
  targetType?: string;
  targetId?: string;
  siteId?: number;
  /** Only these sites' entries (a staff member limited to some sites). */
  siteIds?: number[] | null;
  from?: Date;
  /** Exclusive. */
  until?: Date;
  before?: number;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page, newest first, keyset on id: O(page) whatever the log's size (index on the primary key). */
export async function pageOfAudit(db: Db, f: AuditFilter, limit: number): Promise<AuditRow[]> {
  const where: (SQL | undefined)[] = [
    f.staffId ? eq(auditLog.staffId, f.staffId) : undefined,
    f.action
      ? or(eq(auditLog.action, f.action), like(auditLog.action, `${escapeLike(f.action)}.%`))
      : undefined,
    f.targetType ? eq(auditLog.targetType, f.targetType) : undefined,
    f.targetId ? eq(auditLog.targetId, f.targetId) : undefined,
    f.siteId ? eq(auditLog.siteId, f.siteId) : undefined,
    f.siteIds ? inArray(auditLog.siteId, f.siteIds.length ? f.siteIds : [-1]) : undefined,
    f.from ? gte(auditLog.at, f.from) : undefined,
    f.until ? lt(auditLog.at, f.until) : undefined,
    f.before ? lt(auditLog.id, f.before) : undefined,
  ];
  return db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}

/** The staff who appear in the log (the filter's choices), by e-mail as written then. */
export async function auditStaff(db: Db): Promise<{ staffId: number; email: string }[]> {
  const rows = await db
    .selectDistinct({ staffId: auditLog.staffId, email: auditLog.staffEmail })
    .from(auditLog)
    .where(sql`${auditLog.staffId} is not null`)
    .orderBy(auditLog.staffEmail);
  return rows as { staffId: number; email: string }[];
}
