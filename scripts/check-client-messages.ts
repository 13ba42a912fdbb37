// `npx tsx scripts/check-client-messages.ts [file ...]`: lists every client component rendered by a
// server component without the messages it reads (see client-messages-lib.ts); exits 1 if any.
// With files: prints the namespaces each client module needs, to write its <ClientMessages>.
import path from 'node:path';
import { ClientMessagesAnalyzer, formatProblem } from './client-messages-lib';

const root = path.join(import.meta.dirname, '..');
const analyzer = new ClientMessagesAnalyzer(root);
const files = process.argv.slice(2);

if (files.length) {
  for (const f of files)
    console.log(`${f}: ${[...analyzer.needs(path.resolve(f))].sort().join(', ') || '(none)'}`);
} else {
  const problems = analyzer.check();
  for (const p of problems) console.error(formatProblem(p));
  console.log(
    `${analyzer.serverFiles().length} server component files checked, ${problems.length} problem(s)`,
  );
  process.exit(problems.length ? 1 : 0);
}
