// `npm run photos:approve` stays a working command beside the console (issue 15): it runs as its
// own Node process (no Next.js, no React) on a data directory of its own, lists, and refuses
// what is not pending; the rule itself is tested in photos.test.ts (approvePendingPhotos).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

describe('npm run photos:approve', () => {
  it('runs as a plain script: lists pending photos, says what it did not approve', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'photos-command-'));
    // The test runner's own variables stay out (its worker options are no business of the script).
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(VITEST|NODE_OPTIONS|TEST|DATABASE_URL)/.test(k)));
    const env = { ...inherited, DATA_DIR: dir, NODE_ENV: 'production' } as NodeJS.ProcessEnv;
    const tsx = path.join(process.cwd(), 'node_modules/.bin/tsx');
    const script = ['--conditions=react-server', 'scripts/approve-photos.ts'];
    try {
      const list = await run(tsx, script, { env, cwd: process.cwd() });
      expect(list.stdout).toContain('No pending photos.');
      const one = await run(tsx, [...script, '7'], { env, cwd: process.cwd() });
      expect(one.stdout).toContain('Nothing to approve.');
      expect(one.stdout).toContain('Not pending (unknown, already active or rejected): 7');
      await expect(run(tsx, [...script, 'x1'], { env, cwd: process.cwd() })).rejects.toMatchObject({ code: 2 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
