import fs from 'node:fs';
import path from 'node:path';
import { migrationsFolder as folder } from '@/lib/server/db/migrations-folder';

// The migrator applies an entry only when its timestamp is newer than the newest one the
// database has applied, so an entry written out of order is silently skipped on a database
// that already ran a later one. And drizzle-kit generates from the newest snapshot: without
// one for the last entry, it would write the last migrations' tables a second time.
const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};

describe('migration journal', () => {
  it('numbers entries 0, 1, 2, … with strictly increasing timestamps, each with its SQL file', () => {
    journal.entries.forEach((entry, i) => {
      expect(entry.idx).toBe(i);
      expect(entry.tag.startsWith(String(i).padStart(4, '0') + '_')).toBe(true);
      if (i > 0) expect(entry.when).toBeGreaterThan(journal.entries[i - 1].when);
      expect(fs.existsSync(path.join(folder, `${entry.tag}.sql`))).toBe(true);
    });
  });

  it('has a snapshot for the last entry, for the next drizzle-kit generate', () => {
    const last = journal.entries[journal.entries.length - 1];
    expect(fs.existsSync(path.join(folder, `meta/${String(last.idx).padStart(4, '0')}_snapshot.json`))).toBe(
      true,
    );
  });
});
