import 'server-only';
import { auditLog } from '@/lib/server/db/schema';
import type { Db, Tx } from '@/lib/server/db/client';
import type { StaffRole } from '@/lib/admin/roles';

export type AuditActor = { id: number | null; email: string; role: StaffRole | 'cli' };

export type AuditEntry = {
  /** dotted verb: site.update, photo.approve, member.ban, credits.adjust, chat.reply, … */
  action: string;
  targetType: string;
  targetId?: string | number | null;
  siteId?: number | null;
  before?: unknown;
  after?: unknown;
};

/**
 * Writes one audit row. Call it with the transaction that makes the change, so the entry exists
 * exactly when the change does. The table refuses UPDATE and DELETE (migration 0017).
 */
export async function writeAudit(db: Db | Tx, actor: AuditActor, entry: AuditEntry, ip: string | null = null): Promise<void> {
  await db.insert(auditLog).values({
    staffId: actor.id,
    staffEmail: actor.email,
    role: actor.role,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    siteId: entry.siteId ?? null,
    before: entry.before === undefined ? null : (entry.before as object),
    after: entry.after === undefined ? null : (entry.after as object),
    ip,
  });
}
