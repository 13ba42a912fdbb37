// Seeds the bench server's database before `next start`: runs seed-main.ts in a child process
// (tsx with the react-server condition, so the app's server modules load) with the same DATA_DIR
// and DATABASE_URL the server gets. Sizes come from BENCH_SEED_MEMBERS (10000),
// BENCH_SEED_MESSAGES (400000), BENCH_POLL_MEMBERS (2000 sessions) and BENCH_POLL_WRITERS (50).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { SeedResult } from './seed-types';

export type SeedOptions = { members: number; messages: number; sessions: number; writers: number };

function int(name: string, fallback: number, min: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number ≥ ${min}`);
  return value;
}

export function seedOptions(): SeedOptions {
  const members = int('BENCH_SEED_MEMBERS', 10_000, 20);
  const sessions = int('BENCH_POLL_MEMBERS', Math.min(2_000, members), 1);
  if (sessions > members) throw new Error('BENCH_POLL_MEMBERS must not exceed BENCH_SEED_MEMBERS');
  return {
    members,
    messages: int('BENCH_SEED_MESSAGES', members * 40, 1),
    sessions,
    writers: Math.min(int('BENCH_POLL_WRITERS', 50, 0), sessions),
  };
}

export async function seedDatabase(
  root: string,
  env: NodeJS.ProcessEnv,
  dataDir: string,
  opts: SeedOptions,
): Promise<SeedResult> {
  const outFile = path.join(dataDir, 'bench-seed.json');
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const script = path.join(root, 'scripts', 'bench', 'seed-main.ts');
  const child = spawn(tsx, ['--conditions=react-server', script, outFile, JSON.stringify(opts)], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0)
    throw new Error(`seeding failed (exit ${code}):\n${output.split('\n').slice(-30).join('\n')}`);
  return JSON.parse(fs.readFileSync(outFile, 'utf8')) as SeedResult;
}
