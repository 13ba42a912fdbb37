import fs from 'node:fs';
import path from 'node:path';
import { isClientEntry, resolveLocal, runtimeImports, type Files } from './client-graph';

// What a route's first load holds: the client modules its layouts and page import (directly or
// through server components), and everything those import statically. A server module's own
// package imports run on the server only and are not followed, except the client components a
// package exports (`clientPackageExports`), which are client references like our own.

export type Reach = { spec: string; chain: string[] };

/** The packages the first load of these segment files (layouts, page) reaches, with how. */
export function firstLoadPackages(
  files: Files,
  segments: string[],
  clientPackageExports: (spec: string, source: string) => boolean = () => false,
): Reach[] {
  return routeGraph(files, segments, clientPackageExports).packages;
}

/** The modules the segment files render (server and client, relative paths) and the packages. */
export function routeGraph(
  files: Files,
  segments: string[],
  clientPackageExports: (spec: string, source: string) => boolean = () => false,
): { packages: Reach[]; modules: Set<string> } {
  const parent = new Map<string, string | null>();
  const out: Reach[] = [];
  const chainOf = (file: string) => {
    const chain: string[] = [];
    for (let f: string | null | undefined = file; f; f = parent.get(f))
      chain.unshift(path.relative(files.root, f));
    return chain;
  };
  const queue: [file: string, from: string | null, client: boolean][] = segments.map((s) => [s, null, false]);
  const seen = new Set<string>();
  while (queue.length) {
    const [file, from, inClient] = queue.shift()!;
    const source = files.read(file);
    if (source === null) continue;
    const client = inClient || isClientEntry(source);
    const key = `${file}:${client}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (!parent.has(file)) parent.set(file, from);
    // The server's own code never reaches the browser.
    if (!client && path.relative(files.root, file).startsWith(`lib${path.sep}server`)) continue;
    for (const spec of runtimeImports(file, source, true)) {
      const local = resolveLocal(files, file, spec);
      if (local) queue.push([local, file, client]);
      else if (
        !spec.startsWith('.') &&
        !spec.startsWith('@/') &&
        (client || clientPackageExports(spec, source))
      )
        out.push({ spec, chain: chainOf(file) });
    }
  }
  return { packages: out, modules: new Set([...parent.keys()].map((f) => path.relative(files.root, f))) };
}

/** The layouts above a page (outermost first) and the page: what renders for its route. */
export function segmentsOf(root: string, page: string): string[] {
  const segments = [page];
  for (let dir = path.dirname(page); dir.startsWith(path.join(root, 'app')); dir = path.dirname(dir)) {
    const layout = path.join(dir, 'layout.tsx');
    if (fs.existsSync(layout)) segments.unshift(layout);
  }
  return segments;
}
