import postcss, { type ChildNode, type Container } from 'postcss';
import { readOnce } from './read-once';

/**
 * The stylesheet of a cached public page in its own HTML (issue 10): the rules its markup can
 * use go into a `<style>` in the head, and the page's `<link rel="stylesheet">` tags move to the
 * end of the body. A stylesheet in the head holds the first paint until it has arrived, and on a
 * phone it arrives with the page's scripts, so the paint waited for those too (docs/performance.md,
 * "Fifteenth step"). At the end of the body it holds nothing that is on screen: the page paints
 * from the inline rules, and the full sheet applies the same rules again when it arrives (and
 * everything the page may show later: menus, modals, other routes).
 *
 * Which rules: those that can match, the way PurgeCSS decides at build time (postcss.config.mjs),
 * here against one page. A rule is kept when one of its selectors names only classes and ids that
 * occur as words in the HTML (markup and the RSC payload alike). Tags, attributes and what is
 * inside `:not()`, `:is()` and the like are not looked at, so a rule is kept rather than dropped
 * when in doubt: the inline rules are a superset of what the first paint needs, and they come in
 * the stylesheet's own order, so the cascade is the stylesheet's.
 */

/** A stylesheet as the page names it: a build asset of Next, nothing from another origin. */
const HEAD_STYLESHEET = /<link rel="stylesheet" href="(\/_next\/static\/[\w./-]+\.css)"[^>]*>/g;

/** Reads a stylesheet by its href (`/_next/static/…`); null when it cannot. */
export type StylesheetReader = (href: string) => Promise<string | null>;

/** A rule with the selectors' names, or an at-rule around more of them; parsed once per sheet. */
type Part =
  | { kind: 'rule'; css: string; selectors: string[][] }
  | { kind: 'group'; open: string; parts: Part[] }
  | { kind: 'always'; css: string };

/** The class and id names one selector needs, or [] when it cannot be read (kept for every page). */
export function namesOf(selector: string): string[] {
  if (selector.includes('\\')) return [];
  // What a functional pseudo-class holds may be negated (`:not(.x)`): it requires nothing.
  let bare = selector.replace(/\[[^\]]*\]/g, '');
  for (let prev = ''; prev !== bare;) {
    prev = bare;
    bare = bare.replace(/\([^()]*\)/g, '');
  }
  return [...bare.matchAll(/[.#](-?[A-Za-z_][\w-]*)/g)].map((m) => m[1]);
}

function partsOf(container: Container): Part[] {
  const parts: Part[] = [];
  container.each((node: ChildNode) => {
    if (node.type === 'rule') {
      parts.push({ kind: 'rule', css: node.toString(), selectors: node.selectors.map(namesOf) });
    } else if (node.type === 'atrule' && node.nodes && /^(media|supports|container|layer)$/.test(node.name)) {
      parts.push({ kind: 'group', open: `@${node.name} ${node.params}{`, parts: partsOf(node) });
    } else if (node.type === 'atrule') {
      // @keyframes, @font-face, @property and the like: few and small, and named from rules.
      parts.push({ kind: 'always', css: node.toString() });
    }
  });
  return parts;
}

function pick(parts: Part[], words: Set<string>): string {
  let css = '';
  for (const part of parts) {
    if (part.kind === 'always') css += part.css;
    else if (part.kind === 'rule') {
      if (part.selectors.some((names) => names.every((n) => words.has(n)))) css += part.css;
    } else {
      const inner = pick(part.parts, words);
      if (inner) css += `${part.open}${inner}}`;
    }
  }
  return css;
}

const sheets = readOnce<Part[]>();

/** Each of a build's stylesheets is read and parsed once (read-once.ts). */
function sheet(href: string, read: StylesheetReader): Promise<Part[] | null> {
  return sheets.get(href, () =>
    read(href).then((css) => (css === null ? null : partsOf(postcss.parse(css)))),
  );
}

/**
 * The page with its stylesheets' rules inline and their links at the end of the body, or the page
 * as it was when there is nothing to do or anything is unexpected (a sheet that cannot be read,
 * no `</head>` or `</body>`).
 */
export async function inlineCriticalCss(html: string, read: StylesheetReader): Promise<string> {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < headEnd) return html;
  const links = [...html.slice(0, headEnd).matchAll(HEAD_STYLESHEET)];
  if (links.length === 0) return html;
  const parsed = await Promise.all(links.map((m) => sheet(m[1], read)));
  if (parsed.some((p) => p === null)) return html;
  const words = new Set(html.match(/[\w-]+/g));
  const css = parsed.map((parts) => pick(parts!, words)).join('');
  if (/<\/style/i.test(css)) return html;
  const style = `<style data-critical="">${css}</style>`;
  let out = '';
  let at = 0;
  links.forEach((m, i) => {
    out += html.slice(at, m.index) + (i === 0 ? style : '');
    at = m.index + m[0].length;
  });
  const moved = links.map((m) => m[0]).join('');
  return out + html.slice(at, bodyEnd) + moved + html.slice(bodyEnd);
}

/** For tests: forgets the parsed sheets. */
export function clearCriticalCssSheets(): void {
  sheets.clear();
}
