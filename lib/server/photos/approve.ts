import 'server-only';
import { getDb, type Tx } from '@/lib/server/db/client';
import type { AuditEntry } from '@/lib/server/admin/audit';
import * as repo from './moderation-repo';

// Approval alone, without the mail machinery the rejection needs: `npm run photos:approve`
// (scripts/approve-photos.ts) imports this and stays a plain Node script.

/**
 * Who decides: writes the audit row in the deciding transaction, and the sites they work on
 * (null: all). The console passes the staff member's; `npm run photos:approve` passes the
 * command line's (every site, audited as role cli).
 */
export type Moderator = {
  audit: (tx: Tx, entry: AuditEntry) => Promise<void>;
  siteIds: number[] | null;
};

/**
 * pending → active (the one rule for the console and `npm run photos:approve`). The profile's
 * has_photo flag (search ranking) and every affected member's change marker follow by the
 * triggers of migrations 0011/0012 in this transaction; an approved photo becomes the main one
 * of a profile that has none (the first upload is main already; a pending photo never becomes
 * main behind the member's back). One audit row per photo. Returns the approved ids.
 */
export async function approvePhotos(ids: number[] | 'all', by: Moderator): Promise<number[]> {
  if (Array.isArray(ids) && !ids.length) return [];
  const db = await getDb();
  return db.transaction(async (tx) => {
    const approved = await repo.activatePending(tx, ids, by.siteIds);
    const siteOf = await repo.sitesOfProfiles(tx, [...new Set(approved.map((p) => p.profileId))]);
    for (const p of approved) {
      const madeMain = await repo.setMainIfNone(tx, p.profileId, p.id);
      await by.audit(tx, {
        action: 'photo.approve',
        targetType: 'photo',
        targetId: p.id,
        siteId: siteOf.get(p.profileId) ?? null,
        before: { status: 'pending' },
        after: { status: 'active', ...(madeMain && { main: true }) },
      });
    }
    return approved.map((p) => p.id);
  });
}
