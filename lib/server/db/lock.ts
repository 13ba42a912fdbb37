import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

// PGlite is one process, one connection: a second process on the same directory would corrupt it.

function lockPath(dir: string): string {
  return path.join(path.dirname(path.resolve(dir)), `${path.basename(dir)}.lock`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DatabaseInUseError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The database in ${dir} is in use by another Heartline process (pid ${pid}). ` +
        'Stop that process first, or set DATABASE_URL to use PostgreSQL, which several processes can share.',
    );
    this.name = 'DatabaseInUseError';
  }
}

export function acquireDirLock(dir: string): void {
  const file = lockPath(dir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      process.once('exit', () => releaseDirLock(dir));
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(file, 'utf8').trim());
      if (pid === process.pid) return;
      if (pid && alive(pid)) throw new DatabaseInUseError(dir, pid);
      fs.rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not lock ${file}`);
}

export function releaseDirLock(dir: string): void {
  const file = lockPath(dir);
  try {
    if (Number(fs.readFileSync(file, 'utf8').trim()) === process.pid) fs.rmSync(file, { force: true });
  } catch {
    // already gone
  }
}

/** For scripts that must not start a second server: the pid holding the lock, if any. */
export function lockHolder(dir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(lockPath(dir), 'utf8').trim());
    return pid && alive(pid) ? pid : null;
  } catch {
    return null;
  }
}
