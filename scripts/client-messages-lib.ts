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

export type Problem = {
  file: string;
  line: number;
  component: string;
  missing: string[];
  /** Under <DeferredMessages>: read as the component renders, or by `lazy` without an IntlIsland. */
  deferred?: boolean;
  lazy?: string;
};

type Binding = { module: string; exported: string };

type ModuleInfo = {
  file: string;
  client: boolean;
  /** Resolved local imports (static, re-exports and dynamic import()). */
  imports: string[];
  /** The static ones alone (what loads with the module). */
  staticImports: string[];
  /** useTranslations namespaces read in this file ('*' for a call without one). */
  namespaces: Set<string>;
  source: ts.SourceFile;
  /** Local name → imported module and export name (value imports only). */
  bindings: Map<string, Binding>;
};

const EXTENSIONS = ['.tsx', '.ts'];
/** Files Next renders itself as a page or boundary: the roots of the server component graph. */
const ROUTE_FILES =
  /(^|\/)(page|layout|template|not-found|forbidden|unauthorized|default|loading|error|global-error)\.tsx$/;

export class ClientMessagesAnalyzer {
  private readonly modules = new Map<string, ModuleInfo>();
  private readonly needsCache = new Map<string, Set<string>>();

  constructor(private readonly root: string) {}

  private rel(file: string): string {
    return path.relative(this.root, file).split(path.sep).join('/');
  }

  resolve(from: string, spec: string): string | null {
    let base: string;
    if (spec.startsWith('@/')) base = path.join(this.root, spec.slice(2));
    else if (spec.startsWith('./') || spec.startsWith('../')) base = path.resolve(path.dirname(from), spec);
    else return null;
    const candidates = [
      base,
      ...EXTENSIONS.map((e) => base + e),
      ...EXTENSIONS.map((e) => path.join(base, 'index' + e)),
    ];
    for (const c of candidates) {
      if (/\.(tsx?)$/.test(c) && fs.existsSync(c) && fs.statSync(c).isFile()) return c;
    }
    return null;
  }

  module(file: string): ModuleInfo {
    const known = this.modules.get(file);
    if (known) return known;
    const text = fs.readFileSync(file, 'utf8');
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    const info: ModuleInfo = {
      file,
      client: false,
      imports: [],
      staticImports: [],
      namespaces: new Set(),
      source,
      bindings: new Map(),
    };
    for (const stmt of source.statements) {
      if (!ts.isExpressionStatement(stmt) || !ts.isStringLiteral(stmt.expression)) break;
      if (stmt.expression.text === 'use client') info.client = true;
    }
    const addImport = (spec: string, lazy = false) => {
      const target = this.resolve(file, spec);
      if (target && !info.imports.includes(target)) info.imports.push(target);
      if (target && !lazy && !info.staticImports.includes(target)) info.staticImports.push(target);
      return target;
    };
    for (const stmt of source.statements) {
      if (ts.isImportDeclaration(stmt) && ts.isStringLiteral(stmt.moduleSpecifier)) {
        const clause = stmt.importClause;
        if (clause?.isTypeOnly) continue;
        const target = addImport(stmt.moduleSpecifier.text);
        if (!target || !clause) continue;
        if (clause.name) info.bindings.set(clause.name.text, { module: target, exported: 'default' });
        const named = clause.namedBindings;
        if (named && ts.isNamedImports(named)) {
          for (const el of named.elements) {
            if (el.isTypeOnly) continue;
            info.bindings.set(el.name.text, { module: target, exported: (el.propertyName ?? el.name).text });
          }
        } else if (named && ts.isNamespaceImport(named)) {
          info.bindings.set(named.name.text, { module: target, exported: '*' });
        }
      } else if (
        ts.isExportDeclaration(stmt) &&
        stmt.moduleSpecifier &&
        ts.isStringLiteral(stmt.moduleSpecifier)
      ) {
        if (!stmt.isTypeOnly) addImport(stmt.moduleSpecifier.text);
      }
    }
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const arg = node.arguments[0];
        if (node.expression.kind === ts.SyntaxKind.ImportKeyword && arg && ts.isStringLiteralLike(arg)) {
          addImport(arg.text, true);
        } else if (ts.isIdentifier(node.expression) && node.expression.text === 'useTranslations') {
          const namespace = arg && ts.isStringLiteralLike(arg) ? arg.text : '*';
          for (const need of keysRead(node, namespace)) info.namespaces.add(need);
        }
      }
      // const Modal = dynamic(() => import('./modal')): the name stands for that module's component.
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const lazy = findImportCall(node.initializer);
        if (lazy) {
          const target = this.resolve(file, lazy);
          if (target) info.bindings.set(node.name.text, { module: target, exported: 'default' });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    this.modules.set(file, info);
    return info;
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
            const { picked, deferred } = this.enclosingPicks(m, node);
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
  private enclosingPicks(m: ModuleInfo, node: ts.Node): { picked: string[]; deferred: boolean } {
    for (let p: ts.Node | undefined = node.parent; p; p = p.parent) {
      if (!ts.isJsxElement(p) || p.openingElement === node) continue;
      const tag = p.openingElement.tagName.getText();
      // Only the nearest one counts: a nested provider replaces the outer one's messages.
      if (PROVIDERS.has(tag))
        return { picked: this.pickedBy(m, p) ?? [], deferred: tag === 'DeferredMessages' };
    }
    return { picked: [], deferred: false };
  }
}

const T_METHODS = new Set(['rich', 'markup', 'raw', 'has']);
const PROVIDERS = new Set(['ClientMessages', 'DeferredMessages']);

/**
 * What a `useTranslations(namespace)` call needs: when its result is a `const t` used only as
 * t('key'), t.rich('key') … with keys known up to a segment (`t(\`errors.${code}\`)` needs
 * 'errors'), those keys under the namespace, so a page may pick 'landers.common' for a component
 * reading useTranslations('landers'); otherwise the whole namespace.
 */
function keysRead(call: ts.CallExpression, namespace: string): string[] {
  const decl = call.parent;
  if (namespace === '*' || !ts.isVariableDeclaration(decl) || !ts.isIdentifier(decl.name)) return [namespace];
  const name = decl.name.text;
  const scope = decl.parent?.parent?.parent; // declaration list → statement → block
  if (!scope) return [namespace];
  const keys = new Set<string>();
  let whole = false;
  const visit = (node: ts.Node) => {
    if (whole) return;
    if (ts.isIdentifier(node) && node.text === name && node !== decl.name) {
      let callee: ts.Node = node;
      if (ts.isPropertyAccessExpression(node.parent) && node.parent.expression === node) {
        if (!T_METHODS.has(node.parent.name.text)) return void (whole = true);
        callee = node.parent;
      }
      const use = callee.parent;
      if (!ts.isCallExpression(use) || use.expression !== callee) return void (whole = true);
      const key = staticKey(use.arguments[0]);
      if (key === null) return void (whole = true);
      keys.add(key ? `${namespace}.${key}` : namespace);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(scope);
  return whole || keys.size === 0 ? [namespace] : [...keys];
}

/** The key a t() argument names, as far as it is known ('' when not at all); null for none. */
function staticKey(arg: ts.Expression | undefined): string | null {
  if (!arg) return null;
  if (ts.isStringLiteralLike(arg)) return arg.text;
  if (ts.isTemplateExpression(arg)) {
    const head = arg.head.text;
    return head.includes('.') ? head.slice(0, head.lastIndexOf('.')) : '';
  }
  return '';
}

/** A picked 'chat' covers 'chat' and 'chat.photos'; '*' (useTranslations() without a namespace) is never covered. */
export function covers(picked: readonly string[], ns: string): boolean {
  return picked.some((p) => ns === p || ns.startsWith(p + '.'));
}

function findImportCall(node: ts.Node): string | null {
  let found: string | null = null;
  const visit = (n: ts.Node) => {
    if (found) return;
    if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const arg = n.arguments[0];
      if (arg && ts.isStringLiteralLike(arg)) found = arg.text;
      return;
    }
    ts.forEachChild(n, visit);
  };
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'dynamic')
    visit(node);
  return found;
}

function findConst(source: ts.SourceFile, name: string): ts.Expression | null {
  for (const stmt of source.statements) {
    if (!ts.isVariableStatement(stmt)) continue;
    for (const decl of stmt.declarationList.declarations) {
      if (ts.isIdentifier(decl.name) && decl.name.text === name && decl.initializer) return decl.initializer;
    }
  }
  return null;
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
