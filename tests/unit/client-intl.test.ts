// @vitest-environment node
// next-intl's client runtime (its provider, use-intl's translator and formatters: about 3.5 kB
// gzip) only where an island reads messages as it renders (issue 10). The page shell shows
// strings translated on the server (lib/i18n/shell-texts.ts) and takes the locale from the page
// session (lib/i18n/shell.tsx); a layout's islands that load later bring the runtime in their own
// chunk (components/i18n/intl-island.tsx); forms take their strings from the server
// (lib/i18n/api-error-texts.ts). So these visitor pages load none of it.
import fs from 'node:fs';
import path from 'node:path';
import { diskFiles } from './support/client-graph';
import { routeGraph, segmentsOf } from './support/route-graph';

const root = process.cwd();
const disk = diskFiles(root);

const isIntl = (spec: string) => spec === 'next-intl' || spec === 'use-intl' || spec.startsWith('use-intl/');
// A server module's own next-intl use (getTranslations, server useTranslations) stays on the
// server; rendering next-intl's client provider sends its code to the browser.
const rendersProvider = (spec: string, source: string) =>
  isIntl(spec) && /\bNextIntlClientProvider\b/.test(source);

function intlReach(page: string): string[] {
  const { packages } = routeGraph(disk, segmentsOf(root, path.join(root, page)), rendersProvider);
  return packages.filter((r) => isIntl(r.spec)).map((r) => `${r.chain.join(' → ')} imports '${r.spec}'`);
}

const WITHOUT_INTL = [
  'app/[locale]/(default)/page.tsx',
  'app/[locale]/(default)/pages/[page]/page.tsx',
  'app/[locale]/(default)/pricing/page.tsx',
  'app/[locale]/(default)/login/page.tsx',
  'app/[locale]/(default)/complaints/page.tsx',
  'app/[locale]/(empty)/signup/page.tsx',
  'app/[locale]/(empty)/members/[id]/signup/page.tsx',
  'app/[locale]/(lander)/landers/[name]/[[...slug]]/page.tsx',
  'app/[locale]/(lander)/landers/tinderswipe/[[...slug]]/page.tsx',
  'app/[locale]/not-found.tsx',
  'app/[locale]/[...rest]/page.tsx',
];

describe("next-intl's client runtime in a visitor's first load", () => {
  it.each(WITHOUT_INTL)('%s does not load it', (page) => {
    expect(fs.existsSync(path.join(root, page))).toBe(true);
    expect(intlReach(page)).toEqual([]);
  });

  it('a page whose island reads messages as it renders still reaches it (the walk sees the runtime)', () => {
    expect(intlReach('app/[locale]/(default)/settings/page.tsx').length).toBeGreaterThan(0);
  });
});
