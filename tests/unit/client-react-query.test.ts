// @vitest-environment node
// React Query in the browser only where it is used (issue 10): about 13 kB gzip that a visitor's
// page does not need. The root gives every island the settings and the member through
// lib/session/page-session.tsx; a page island that reads or writes through React Query sits in
// a <QueryIsland> (the page's one client); a member's session upkeep and the top bar's badges
// load theirs after mount. So a member's page loads it once, with its islands.
import fs from 'node:fs';
import path from 'node:path';
import { diskFiles, sourceFiles } from './support/client-graph';
import { routeGraph, segmentsOf } from './support/route-graph';

const root = process.cwd();
const disk = diskFiles(root);
const RQ = '@tanstack/react-query';
const QUERY_ISLAND = path.join('components', 'session', 'query-island.tsx');

// A server module's own React Query use (a QueryClient to prefetch, dehydrate) stays on the
// server; only the client components it renders from the package reach the browser.
const rendersQueryClient = (spec: string, source: string) =>
  spec === RQ && /\b(HydrationBoundary|QueryClientProvider)\b/.test(source);

function graph(page: string) {
  const { packages, modules } = routeGraph(disk, segmentsOf(root, path.join(root, page)), rendersQueryClient);
  return { reaches: packages.filter((r) => r.spec === RQ), modules };
}

/** The pages of the public budgets, and every other page a visitor lands on from outside. */
const VISITOR_PAGES = [
  'app/[locale]/(default)/page.tsx',
  'app/[locale]/(default)/login/page.tsx',
  'app/[locale]/(empty)/signup/page.tsx',
  'app/[locale]/(default)/pricing/page.tsx',
  'app/[locale]/(default)/pages/[page]/page.tsx',
  'app/[locale]/(default)/complaints/page.tsx',
  'app/[locale]/(lander)/landers/[name]/[[...slug]]/page.tsx',
  'app/[locale]/(lander)/landers/tinderswipe/[[...slug]]/page.tsx',
  'app/[locale]/(lander)/members/[id]/landing/page.tsx',
  'app/[locale]/(lander)/members/[id]/landing2/[[...slug]]/page.tsx',
  'app/[locale]/(lander)/members/[id]/landing3/[[...slug]]/page.tsx',
  'app/[locale]/not-found.tsx',
  'app/[locale]/[...rest]/page.tsx',
];

describe('React Query in the first load', () => {
  it.each(VISITOR_PAGES)('%s does not load it', (page) => {
    expect(fs.existsSync(path.join(root, page))).toBe(true);
    expect(graph(page).reaches.map((r) => r.chain.join(' → '))).toEqual([]);
  });

  it('a page whose islands use it renders them in a QueryIsland (no layout provides a query client)', () => {
    const pages = sourceFiles(root, ['app']).filter((f) => /[/\\](page|not-found)\.tsx$/.test(f));
    const missing = pages
      .map((f) => path.relative(root, f))
      .filter((page) => {
        const { reaches, modules } = graph(page);
        return reaches.length > 0 && !modules.has(QUERY_ISLAND);
      });
    expect(missing).toEqual([]);
  });
});
