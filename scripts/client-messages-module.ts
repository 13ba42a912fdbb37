// The per-file half of the client-messages check (client-messages-lib.ts): what one module
// imports (static and import()), which names stand for which module, and the useTranslations
// namespaces it reads, from the TypeScript AST.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export type Binding = { module: string; exported: string };

export type ModuleInfo = {
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

export const EXTENSIONS = ['.tsx', '.ts'];

/** A local import (@/… or relative) resolved to its file, or null for a package. */
export function resolveLocal(root: string, from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(root, spec.slice(2));
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

/** One module, parsed. */
export function readModule(file: string, resolve: (from: string, spec: string) => string | null): ModuleInfo {
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
    const target = resolve(file, spec);
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
    // const Modal = clientOnly(() => import('./modal')…): the name stands for that module's component.
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const lazy = findImportCall(node.initializer);
      if (lazy) {
        const target = resolve(file, lazy);
        if (target) info.bindings.set(node.name.text, { module: target, exported: 'default' });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return info;
}

const T_METHODS = new Set(['rich', 'markup', 'raw', 'has']);

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

/** What makes a component of a lazily loaded module (components/ui/lazy-component.tsx, React.lazy). */
const LAZY_LOADERS = new Set(['clientOnly', 'lazyComponent', 'lazy']);

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
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && LAZY_LOADERS.has(node.expression.text))
    visit(node);
  return found;
}

export function findConst(source: ts.SourceFile, name: string): ts.Expression | null {
  for (const stmt of source.statements) {
    if (!ts.isVariableStatement(stmt)) continue;
    for (const decl of stmt.declarationList.declarations) {
      if (ts.isIdentifier(decl.name) && decl.name.text === name && decl.initializer) return decl.initializer;
    }
  }
  return null;
}
