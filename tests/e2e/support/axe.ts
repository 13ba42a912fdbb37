import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import { expect, type Page } from '@playwright/test';

// The accessibility check every end-to-end spec can call (issue 11, item 3): axe-core on the page
// as it is now, against WCAG 2.1 A and AA, failing on any serious or critical violation and
// printing each one (rule, impact, help, the elements and axe's summary of what is wrong).
// Moderate and minor findings are printed as a note, not failed.

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

function describe(v: Result): string {
  const nodes = v.nodes
    .slice(0, 8)
    .map((n) => `    ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
    .join('\n');
  const more = v.nodes.length > 8 ? `\n    … and ${v.nodes.length - 8} more` : '';
  return `[${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} node${v.nodes.length === 1 ? '' : 's'})\n${nodes}${more}`;
}

/** Runs axe on the page and fails on serious or critical violations; `label` names the page in the output. */
export async function expectAccessible(page: Page, label: string = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const failing = results.violations.filter((v) => v.impact && FAILING_IMPACTS.has(v.impact));
  const notes = results.violations.filter((v) => !failing.includes(v));
  if (notes.length) console.log(`axe notes on ${label}:\n${notes.map(describe).join('\n')}`);
  if (failing.length) console.log(`axe violations on ${label}:\n${failing.map(describe).join('\n')}`);
  expect(
    failing.map(
      (v) => `[${v.impact}] ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
    `serious or critical accessibility violations on ${label}`,
  ).toEqual([]);
}
