import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDirLock, DatabaseInUseError, lockHolder, releaseDirLock } from '@/lib/server/db/lock';

const dirs: string[] = [];
function tempDbDir(): string {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'heartline-lock-'));
  dirs.push(base);
  return path.join(base, 'pglite');
}

afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('PGlite directory lock', () => {
  it('refuses a directory held by another live process, naming it', async () => {
    const dir = tempDbDir();
    const other = spawn('sleep', ['30']);
    try {
      fs.writeFileSync(`${dir}.lock`, String(other.pid));
      expect(() => acquireDirLock(dir)).toThrow(DatabaseInUseError);
      expect(() => acquireDirLock(dir)).toThrow(new RegExp(`pid ${other.pid}`));
      expect(lockHolder(dir)).toBe(other.pid);
    } finally {
      other.kill();
    }
  });

  it('takes over the lock of a process that is gone', async () => {
    const dir = tempDbDir();
    const gone = spawn('true');
    await new Promise((resolve) => gone.on('exit', resolve));
    fs.writeFileSync(`${dir}.lock`, String(gone.pid));
    expect(() => acquireDirLock(dir)).not.toThrow();
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    releaseDirLock(dir);
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
    expect(lockHolder(dir)).toBeNull();
  });

  it('lets the holding process lock again and releases only its own lock', () => {
    const dir = tempDbDir();
    acquireDirLock(dir);
    expect(() => acquireDirLock(dir)).not.toThrow();
    fs.writeFileSync(`${dir}.lock`, '999999999');
    releaseDirLock(dir);
    expect(fs.existsSync(`${dir}.lock`)).toBe(true);
  });
});
