// @vitest-environment node
// instrumentation-client.ts turns zod's JIT off by writing zod's global config object itself
// (importing zod/v4/core's config() would put 4.7 kB gzip on every page: issue 10). These tests
// run it in a fresh Node process before zod loads, so they fail when a zod upgrade keeps its
// config elsewhere and the pages' CSP would see the eval probe again.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = process.cwd();

type Probe = { jitless: boolean | undefined; allowsEval: boolean; parsed: boolean };

/** Runs instrumentation-client.ts (or not), then zod, in a new process; reports what zod saw. */
function probe(withInstrumentation: boolean): Probe {
  // Under the project's node_modules, so the script's 'zod' resolves to the project's.
  const dir = fs.mkdtempSync(path.join(root, 'node_modules', '.zod-jitless-'));
  const script = path.join(dir, 'probe.mjs');
  const instrumentation = JSON.stringify(path.join(root, 'instrumentation-client.ts'));
  fs.writeFileSync(
    script,
    `${withInstrumentation ? `await import(${instrumentation});` : ''}
const core = await import('zod/v4/core');
const { z } = await import('zod');
const parsed = z.object({ a: z.string() }).safeParse({ a: 'x' }).success;
console.log(JSON.stringify({ jitless: core.globalConfig.jitless, allowsEval: core.util.allowsEval.value, parsed }));
`,
  );
  try {
    // tsx runs instrumentation-client.ts itself.
    const out = execFileSync(process.execPath, ['--import', 'tsx', script], { cwd: root, encoding: 'utf8' });
    return JSON.parse(out.trim().split('\n').pop()!) as Probe;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('instrumentation-client: zod without JIT, without importing zod', () => {
  it('imports nothing (it is in every page first load)', () => {
    const source = fs.readFileSync(path.join(root, 'instrumentation-client.ts'), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
  });

  it('zod loaded afterwards reads jitless and never probes for eval', () => {
    expect(probe(true)).toEqual({ jitless: true, allowsEval: false, parsed: true });
  });

  it('without it, zod in Node would probe and find eval allowed (the probe the CSP reports)', () => {
    expect(probe(false)).toEqual({ jitless: undefined, allowsEval: true, parsed: true });
  });
});
