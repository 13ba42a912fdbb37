import 'server-only';
import type { Db, Tx } from '@/lib/server/db/client';
import type { AuditEntry } from '../audit';
import type { StaffSession } from '../session';

/** What a money service needs of the console request: who acts, and their audit writer. */
export type Actor = {
  staff: Pick<StaffSession, 'id' | 'siteIds'>;
  audit: (db: Db | Tx, entry: AuditEntry) => Promise<void>;
};
