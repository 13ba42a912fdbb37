import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { photoFilesOfUser } from '@/lib/server/photos/repo';
import { removeUploads } from '@/lib/server/photos/storage';
import { storedFilesOf } from '@/lib/server/profiles/blurred-thumb';
import { RESTORE_TTL_MS } from './service';
import * as repo from './repo';

const BATCH = 100;

/**
 * The hourly job: accounts deleted more than 14 days ago are removed for good. The users row
 * goes (the database cascades to profile, photo rows, sessions, tokens, ledger, orders,
 * conversations and messages), then the mails kept for the address in the outbox and the photo
 * files (in the photo storage, so with S3 for every instance at once, blurred copies included).
 * Safe on several instances: each delete is conditional, and removing an already removed file is
 * fine.
 */
export async function purgeDeletedAccounts(now = new Date()): Promise<number> {
  const db = await getDb();
  const cutoff = new Date(now.getTime() - RESTORE_TTL_MS);
  let purged = 0;
  for (const userId of await repo.expiredDeletions(db, cutoff, BATCH)) {
    const user = await repo.findUserRow(db, userId);
    const files = (await photoFilesOfUser(db, userId)).flatMap(storedFilesOf);
    if (user && (await repo.purgeUser(db, userId, cutoff))) {
      await repo.deleteMailsTo(db, user.siteId, user.email);
      await removeUploads(files);
      purged++;
    }
  }
  return purged;
}
