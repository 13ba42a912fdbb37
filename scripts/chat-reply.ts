// npm run chat:reply -- --list                       the operator queue (members waiting for a fictional profile)
// npm run chat:reply -- <conversation id> "text"     reply as the conversation's fictional profile (free)
// Operators answer in the console's inbox (/admin/inbox: claims, notes, audit); this command stays
// for scripts and the demo, on the same service (it takes no claim and writes no audit row). It opens the same database as the server
// (DATABASE_URL, else the embedded PGlite in DATA_DIR): on PostgreSQL it works while the server
// runs (the reply reaches open chats through LISTEN/NOTIFY); the embedded database allows one
// process, so stop the server, reply, start it again.
import { closeDb } from '@/lib/server/db/client';
import { DatabaseInUseError } from '@/lib/server/db/lock';
import { AppError } from '@/lib/server/http/errors';
import { operatorQueue, replyAsFictional } from '@/lib/server/chat/operator';

const USAGE = 'Usage: npm run chat:reply -- --list | <conversation id> "text"';

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  if (!args.length || args[0] === '--list') {
    const rows = await operatorQueue();
    console.log(rows.length ? `${rows.length} conversation(s) waiting:` : 'No one is waiting for a reply.');
    for (const r of rows)
      console.log(
        `  ${r.conversationId}\t${r.memberName} (#${r.memberId}) → ${r.fictionalName} (#${r.fictionalId})\t${r.at.toISOString()}\t${r.lastKind === 'text' ? r.lastBody.slice(0, 60) : `[${r.lastKind}]`}`,
      );
    if (rows.length) console.log(`Reply with: npm run chat:reply -- ${rows[0].conversationId} "Hi!"`);
    return;
  }
  const [id, ...words] = args;
  if (!/^[1-9]\d*$/.test(id) || !words.length) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const { messageId } = await replyAsFictional(Number(id), words.join(' '));
  console.log(`Sent message ${messageId} in conversation ${id}.`);
}

main()
  .catch((err) => {
    if (err instanceof DatabaseInUseError) console.error(err.message);
    else if (err instanceof AppError) console.error(`Refused: ${err.code}`);
    else console.error(err);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
