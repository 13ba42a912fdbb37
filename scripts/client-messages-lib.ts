// Static check that every client island gets the messages it reads (issue 10, step 1).
//
// The root layout no longer hands the whole locale to the client: each server component wraps
// the client components it renders in <ClientMessages namespaces={[...]}>. Unit tests render
// with every message, so they never notice a namespace left out; this walks the import graph
// instead. For each server component file it finds the JSX elements whose component comes from
// a 'use client' module, collects the useTranslations namespaces of that module and everything
// it imports (static imports and import() of lazily loaded modals alike), and checks that an
// enclosing <ClientMessages> in the same file picks them.
//
// A layout's <DeferredMessages> picks namespaces too, but only for islands that load later and
// render an <IntlIsland> in their own chunk: what a client component under it imports statically
// must read no messages at all (it shows the shell's strings, lib/i18n/shell-texts.ts).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { EXTENSIONS, findConst, readModule, resolveLocal, type ModuleInfo } from './client-messages-module';

export type Problem = {
  file: string;
  line: number;
  component: string;
  missing: string[];
  /** Under <DeferredMessages>: read as the component renders, or by `lazy` without an IntlIsland. */
  deferred?: boolean;
  lazy?: string;
};

/** Files Next renders itself as a page or boundary: the roots of the server component graph. */
const ROUTE_FILES =
  /(^|\/)(page|layout|template|not-found|forbidden|unauthorized|default|loading|error|global-error)\.tsx$/;

export class ClientMessagesAnalyzer {
  private readonly modules = new Map<string, ModuleInfo>();
  private readonly needsCache = new Map<string, Set<string>>();

  constructor(private readonly root: string) {}

  resolve(from: string, spec: string): string | null {
    return resolveLocal(this.root, from, spec);
  }

  module(file: string): ModuleInfo {
    let info = this.modules.get(file);
    if (!info) this.modules.set(file, (info = readModule(file, (from, spec) => this.resolve(from, spec))));
    return info;
  }

  private rel(file: string): string {
    return path.relative(this.root, file).split(path.sep).join('/');
  }

  /** Every namespace a client module and the modules it loads read. */
  needs(file: string): Set<string> {
    return this.closureNeeds(file, false);
  }

  /** The namespaces read by a module and what it imports statically (what renders with it at once). */
  staticNeeds(file: string): Set<string> {
    return this.closureNeeds(file, true);
  }

  private closureNeeds(file: string, staticOnly: boolean): Set<string> {
    const key = `${staticOnly ? 'static:' : ''}${file}`;
    const cached = this.needsCache.get(key);
    if (cached) return cached;
    const out = new Set<string>();
    const seen = new Set<string>();
    const stack = [file];
    while (stack.length) {
      const f = stack.pop()!;
      if (seen.has(f)) continue;
      seen.add(f);
      const m = this.module(f);
      for (const ns of m.namespaces) out.add(ns);
      stack.push(...(staticOnly ? m.staticImports : m.imports));
    }
    this.needsCache.set(key, out);
    return out;
  }

  /** Server component files: route files without 'use client' and what they import short of client modules. */
  serverFiles(): string[] {
    const roots = listFiles(path.join(this.root, 'app')).filter((f) => ROUTE_FILES.test(this.rel(f)));
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length) {
      const f = stack.pop()!;
      if (seen.has(f)) continue;
      const m = this.module(f);
      if (m.client) continue;
      seen.add(f);
      stack.push(...m.imports);
    }
    return [...seen].filter((f) => f.endsWith('.tsx')).sort();
  }

  /**
   * The modules a client module loads with import() that read messages without rendering an
   * IntlIsland on the way (a module importing components/i18n/intl-island.tsx wraps what it renders).
   */
  lazyWithoutIsland(file: string): string[] {
    const island = path.join(this.root, 'components', 'i18n', 'intl-island.tsx');
    const out: string[] = [];
    const seen = new Set<string>();
    const stack: [string, boolean][] = [[file, false]];
    while (stack.length) {
      const [f, lazy] = stack.pop()!;
      if (seen.has(f)) continue;
      seen.add(f);
      const m = this.module(f);
      if (m.staticImports.includes(island)) continue;
      if (lazy && m.namespaces.size) out.push(this.rel(f));
      for (const target of m.imports) stack.push([target, lazy || !m.staticImports.includes(target)]);
    }
    return out.sort();
  }

  /** Route files that are client components themselves (error.tsx): Next renders them under the root provider. */
  clientRouteFiles(): string[] {
    return listFiles(path.join(this.root, 'app'))
      .filter((f) => ROUTE_FILES.test(this.rel(f)) && !/global-error\.tsx$/.test(f))
      .filter((f) => this.module(f).client)
      .sort();
  }

  /** The namespaces a <ClientMessages namespaces={…}> element picks, or null when not a literal list. */
  pickedBy(m: ModuleInfo, element: ts.JsxElement): string[] | null {
    for (const attr of element.openingElement.attributes.properties) {
      if (!ts.isJsxAttribute(attr) || attr.name.getText() !== 'namespaces') continue;
      const init = attr.initializer;
      if (!init || !ts.isJsxExpression(init) || !init.expression) return null;
      return this.stringList(m, init.expression, 0);
    }
    return null;
  }

  private stringList(m: ModuleInfo, expr: ts.Expression, depth: number): string[] | null {
    if (depth > 4) return null;
    while (ts.isAsExpression(expr) || ts.isParenthesizedExpression(expr) || ts.isSatisfiesExpression(expr))
      expr = expr.expression;
    if (ts.isArrayLiteralExpression(expr)) {
      const out: string[] = [];
      for (const el of expr.elements) {
        if (ts.isStringLiteralLike(el)) out.push(el.text);
        else if (ts.isSpreadElement(el)) {
          const inner = this.stringList(m, el.expression, depth + 1);
          if (!inner) return null;
          out.push(...inner);
        } else return null;
      }
      return out;
    }
    if (ts.isIdentifier(expr)) {
      const local = findConst(m.source, expr.text);
      if (local) return this.stringList(m, local, depth + 1);
      const binding = m.bindings.get(expr.text);
      if (!binding) return null;
      const target = this.module(binding.module);
      const exported = findConst(target.source, binding.exported);
      return exported ? this.stringList(target, exported, depth + 1) : null;
    }
    return null;
  }

  /** The namespaces the root layout's provider carries (error.tsx renders under it). */
  rootNamespaces(): string[] {
    const layout = path.join(this.root, 'app/[locale]/layout.tsx');
    const m = this.module(layout);
    let found: string[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isJsxElement(node) && node.openingElement.tagName.getText() === 'ClientMessages') {
        found = this.pickedBy(m, node) ?? [];
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(m.source);
    return found;
  }

  check(): Problem[] {
    const problems: Problem[] = [];
    for (const file of this.serverFiles()) {
      const m = this.module(file);
      const visit = (node: ts.Node) => {
        if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
          const tag = node.tagName.getText();
          const binding = m.bindings.get(tag.split('.')[0]);
          if (binding && this.module(binding.module).client) {
            const needed = [...this.needs(binding.module)].sort();
            const { picked, deferred } = this.enclosingPicks(m, node) ?? this.layoutPicks(file);
            const missing = needed.filter((ns) => !covers(picked, ns));
            const line = m.source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
            if (missing.length) problems.push({ file: this.rel(file), line, component: tag, missing });
            // Under <DeferredMessages> nothing provides messages until a lazy island's IntlIsland.
            const atOnce = deferred ? [...this.staticNeeds(binding.module)].sort() : [];
            if (atOnce.length)
              problems.push({ file: this.rel(file), line, component: tag, missing: atOnce, deferred: true });
            for (const lazy of deferred ? this.lazyWithoutIsland(binding.module) : [])
              problems.push({
                file: this.rel(file),
                line,
                component: tag,
                missing: [],
                deferred: true,
                lazy,
              });
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(m.source);
    }
    const root = this.rootNamespaces();
    for (const file of this.clientRouteFiles()) {
      const missing = [...this.needs(file)].sort().filter((ns) => !covers(root, ns));
      if (missing.length)
        problems.push({ file: this.rel(file), line: 1, component: '(route file)', missing });
    }
    return problems;
  }

  /** The namespaces of the nearest <ClientMessages> or <DeferredMessages> around a JSX element in its file. */
  private enclosingPicks(m: ModuleInfo, node: ts.Node): Picks | null {
    for (let p: ts.Node | undefined = node.parent; p; p = p.parent) {
      if (!ts.isJsxElement(p) || p.openingElement === node) continue;
      const tag = p.openingElement.tagName.getText();
      // Only the nearest one counts: a nested provider replaces the outer one's messages.
      if (PROVIDERS.has(tag))
        return { picked: this.pickedBy(m, p) ?? [], deferred: tag === 'DeferredMessages' };
    }
    return null;
  }

  /**
   * For an element with no provider around it in its file: the provider of the nearest layout
   * above the file that renders one around its `{children}` (the page renders in there).
   */
  private layoutPicks(file: string): Picks {
    const app = path.join(this.root, 'app');
    for (let dir = path.dirname(file); dir.startsWith(app); dir = path.dirname(dir)) {
      const layout = EXTENSIONS.map((e) => path.join(dir, `layout${e}`)).find(
        (f) => f !== file && fs.existsSync(f),
      );
      if (!layout) continue;
      const m = this.module(layout);
      let found: Picks | null = null;
      const visit = (node: ts.Node) => {
        if (found) return;
        if (
          ts.isJsxExpression(node) &&
          node.expression &&
          ts.isIdentifier(node.expression) &&
          node.expression.text === 'children'
        )
          found = this.enclosingPicks(m, node);
        else ts.forEachChild(node, visit);
      };
      visit(m.source);
      if (found) return found;
    }
    return { picked: [], deferred: false };
  }
}

const PROVIDERS = new Set(['ClientMessages', 'DeferredMessages']);

type Picks = { picked: string[]; deferred: boolean };

/** A picked 'chat' covers 'chat' and 'chat.photos'; '*' (useTranslations() without a namespace) is never covered. */
export function covers(picked: readonly string[], ns: string): boolean {
  return picked.some((p) => ns === p || ns.startsWith(p + '.'));
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else if (EXTENSIONS.some((e) => entry.name.endsWith(e))) out.push(full);
  }
  return out;
}

export function formatProblem(p: Problem): string {
  if (p.lazy)
    return `${p.file}:${p.line} <${p.component}> loads ${p.lazy}, which reads messages outside an IntlIsland (components/i18n/intl-island.tsx)`;
  if (p.deferred)
    return `${p.file}:${p.line} <${p.component}> reads ${p.missing.join(', ')} as it renders: <DeferredMessages> serves only islands loaded later (IntlIsland)`;
  return `${p.file}:${p.line} <${p.component}> reads ${p.missing.join(', ')}: not picked by an enclosing <ClientMessages>`;
}
