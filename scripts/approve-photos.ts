// npm run photos:approve -- [--all | <photo id> …]
// Approves pending photos (status pending → active) from scripts, through the console's own rule
// (approvePhotos in lib/server/photos/moderation.ts), each audited as role cli.
// Without arguments it lists the pending photos. It opens the same database as the server
// (DATABASE_URL, else the embedded PGlite in DATA_DIR): on PostgreSQL it works while the server
// runs; the embedded database allows one process, so stop the server, approve, start it again.
import { closeDb } from '@/lib/server/db/client';
import { DatabaseInUseError } from '@/lib/server/db/lock';
import { approvePendingPhotos, pendingPhotos } from '@/lib/server/photos/service';

function parseArgs(argv: string[]): 'all' | number[] | null {
  if (argv.includes('--all')) return 'all';
  const ids = argv.filter((a) => a !== '--');
  if (!ids.length) return null;
  const bad = ids.filter((a) => !/^[1-9]\d*$/.test(a));
  if (bad.length) {
    console.error(`Not photo ids: ${bad.join(' ')}\nUsage: npm run photos:approve -- [--all | <photo id> …]`);
    process.exit(2);
  }
  return ids.map(Number);
}

async function main(): Promise<void> {
  const which = parseArgs(process.argv.slice(2));
  if (which === null) {
    const rows = await pendingPhotos();
    console.log(rows.length ? `${rows.length} pending photo(s):` : 'No pending photos.');
    for (const p of rows)
      console.log(`  ${p.id}\tprofile ${p.profileId}\t${p.filename}\t${p.createdAt.toISOString()}`);
    if (rows.length) console.log('Approve with: npm run photos:approve -- --all   (or list the ids)');
    return;
  }
  const approved = await approvePendingPhotos(which);
  console.log(
    approved.length ? `Approved ${approved.length} photo(s): ${approved.join(', ')}` : 'Nothing to approve.',
  );
  if (Array.isArray(which)) {
    const skipped = which.filter((id) => !approved.includes(id));
    if (skipped.length)
      console.log(`Not pending (unknown, already active or rejected): ${skipped.join(', ')}`);
  }
}

main()
  .catch((err) => {
    if (err instanceof DatabaseInUseError) {
      console.error(
        `${err.message}\nThe embedded database allows one process: stop the server, run this command, ` +
          'start the server again. With PostgreSQL (DATABASE_URL) it works while the server runs.',
      );
    } else {
      console.error(err);
    }
    process.exitCode = 1;
  })
  .finally(() => closeDb());
