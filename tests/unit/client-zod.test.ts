// @vitest-environment node
// No classic zod in the browser (issue 10): classic zod is about 30 kB gzip of every page that
// reaches it. The forms' shared schemas are zod/mini; the handlers' own schemas stay classic,
// and constants a client island needs live in modules without zod. The forms import their schemas
// with import() (validation runs on submit), so no zod is in a page's first load.
import path from 'node:path';
import {
  clientPackageImports,
  diskFiles,
  isClientEntry,
  runtimeImports,
  sourceFiles,
  type Files,
} from './support/client-graph';

const root = process.cwd();
const disk = diskFiles(root);

/** What a client module may import of zod: mini (instrumentation-client sets zod's config without an import). */
const ALLOWED_ZOD = new Set(['zod/mini']);
const isZod = (spec: string) => spec === 'zod' || spec.startsWith('zod/');

function clientEntries(): string[] {
  const files = sourceFiles(root, ['app', 'components', 'lib', 'stores']).filter((f) =>
    isClientEntry(disk.read(f) ?? ''),
  );
  return [...files, path.join(root, 'instrumentation-client.ts')];
}

/** The schema modules the forms validate with in the browser. */
const CLIENT_SCHEMAS = [
  'lib/schemas/account-deletion.ts',
  'lib/schemas/complaint.ts',
  'lib/schemas/credentials.ts',
  'lib/schemas/input.ts',
  'lib/schemas/profile.ts',
  'lib/schemas/search.ts',
  'lib/schemas/signup.ts',
  'lib/schemas/user.ts',
];

describe('zod in the client JS', () => {
  const entries = clientEntries();
  const zodImports = clientPackageImports(disk, entries).filter((i) => isZod(i.spec));

  it('finds the client modules and the schemas they reach', () => {
    expect(entries.length).toBeGreaterThan(100);
    const reached = new Set(zodImports.map((i) => i.module));
    for (const schema of CLIENT_SCHEMAS) expect(reached).toContain(schema);
  });

  it('reaches no classic zod from any client module, lazy chunks included', () => {
    const classic = zodImports
      .filter((i) => !ALLOWED_ZOD.has(i.spec))
      .map((i) => `${i.chain.join(' → ')} imports '${i.spec}'`);
    expect(classic).toEqual([]);
  });

  it('imports no zod at all statically from a client module: the forms load their schemas with import()', () => {
    // What a page's first load holds, instrumentation-client included: validation runs on submit,
    // so zod/mini waits for a later chunk.
    const clientModules = entries;
    const firstLoad = clientPackageImports(disk, clientModules, true)
      .filter((i) => isZod(i.spec))
      .map((i) => `${i.chain.join(' → ')} imports '${i.spec}'`);
    expect(firstLoad).toEqual([]);
  });

  it.each(CLIENT_SCHEMAS)('%s imports zod/mini', (file) => {
    const zod = runtimeImports(file, disk.read(path.join(root, file)) ?? '').filter(isZod);
    expect(zod).toEqual(['zod/mini']);
  });
});

describe('client graph', () => {
  const memory = (sources: Record<string, string>): Files => ({
    root: '/p',
    read: (file) => sources[file] ?? null,
  });

  it('reports classic zod behind a chain of imports, re-exports and import()', () => {
    const files = memory({
      '/p/components/form.tsx': "'use client';\nimport { rules } from '@/lib/rules';\n",
      '/p/lib/rules.ts': "export { rules } from './more';\nexport const lazy = () => import('./lazy');\n",
      '/p/lib/more.ts': "import * as z from 'zod/mini';\nexport const rules = z.string();\n",
      '/p/lib/lazy.ts': "import { z } from 'zod';\nexport const s = z.string();\n",
    });
    expect(clientPackageImports(files, ['/p/components/form.tsx'])).toEqual([
      {
        module: 'lib/more.ts',
        spec: 'zod/mini',
        chain: ['components/form.tsx', 'lib/rules.ts', 'lib/more.ts'],
      },
      { module: 'lib/lazy.ts', spec: 'zod', chain: ['components/form.tsx', 'lib/rules.ts', 'lib/lazy.ts'] },
    ]);
  });

  it('follows static imports only when asked (an import() is a later chunk, not the first load)', () => {
    const files = memory({
      '/p/components/form.tsx':
        "'use client';\nimport { MAX } from '@/lib/limits';\nconst s = () => import('@/lib/schema');\n",
      '/p/lib/limits.ts': 'export const MAX = 3;\n',
      '/p/lib/schema.ts': "import * as z from 'zod/mini';\nexport const s = z.string();\n",
      '/p/components/eager.tsx': "'use client';\nimport { s } from '@/lib/schema';\n",
    });
    expect(clientPackageImports(files, ['/p/components/form.tsx'], true)).toEqual([]);
    expect(clientPackageImports(files, ['/p/components/form.tsx']).map((i) => i.spec)).toEqual(['zod/mini']);
    expect(clientPackageImports(files, ['/p/components/eager.tsx'], true)).toEqual([
      { module: 'lib/schema.ts', spec: 'zod/mini', chain: ['components/eager.tsx', 'lib/schema.ts'] },
    ]);
  });

  it('leaves out type-only imports and exports, which the compiler drops', () => {
    expect(
      runtimeImports(
        'x.ts',
        [
          "import type { A } from 'zod';",
          "import { type B, type C } from './b';",
          "export type { D } from './d';",
          "import { e, type F } from './e';",
          "import './side-effect';",
        ].join('\n'),
      ),
    ).toEqual(['./e', './side-effect']);
  });

  it("knows a 'use client' module by its first statement", () => {
    expect(isClientEntry("'use client';\nexport const a = 1;\n")).toBe(true);
    expect(isClientEntry('// comment\n"use client";\n')).toBe(true);
    expect(isClientEntry("import 'x';\n'use client';\n")).toBe(false);
  });
});
