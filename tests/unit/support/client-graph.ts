import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The modules a browser bundle can reach: every 'use client' module and what it imports, with
// re-exports and dynamic import() (lazy chunks are page JS too). Type-only imports are left out:
// the compiler drops them. Used to keep packages out of the client JS (issue 10).

/** A module's runtime import specifiers (without `import()` calls when `staticOnly`). */
export function runtimeImports(file: string, source: string, staticOnly = false): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          bindings &&
          ts.isNamedImports(bindings) &&
          bindings.elements.length > 0 &&
          bindings.elements.every((e) => e.isTypeOnly));
      if (!onlyTypes) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const bindings = node.exportClause;
      const onlyTypes =
        node.isTypeOnly ||
        (bindings &&
          ts.isNamedExports(bindings) &&
          bindings.elements.length > 0 &&
          bindings.elements.every((e) => e.isTypeOnly));
      if (!onlyTypes) found.push(node.moduleSpecifier.text);
    } else if (
      !staticOnly &&
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments.length === 1 &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** Whether a module starts with the 'use client' directive. */
export function isClientEntry(source: string): boolean {
  const sf = ts.createSourceFile('x.tsx', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const first = sf.statements[0];
  return (
    !!first &&
    ts.isExpressionStatement(first) &&
    ts.isStringLiteral(first.expression) &&
    first.expression.text === 'use client'
  );
}

export type Files = { read(file: string): string | null; root: string };

/** The project's own module a specifier names ('@/…' or relative), or null for a package. */
export function resolveLocal(files: Files, from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(files.root, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.tsx?$/.test(candidate) && files.read(candidate) !== null) return candidate;
  }
  return null;
}

/**
 * Every package import the client graph makes, from the entries on: the importing module, the
 * specifier and the chain of modules that leads there from an entry. With `staticOnly`, only
 * static imports are followed: what a page's first load holds (an `import()` is a later chunk).
 */
export function clientPackageImports(
  files: Files,
  entries: string[],
  staticOnly = false,
): { module: string; spec: string; chain: string[] }[] {
  const parent = new Map<string, string | null>();
  const queue: [file: string, from: string | null][] = entries.map((e) => [e, null]);
  const out: { module: string; spec: string; chain: string[] }[] = [];
  const chainOf = (file: string) => {
    const chain: string[] = [];
    for (let f: string | null | undefined = file; f; f = parent.get(f))
      chain.unshift(path.relative(files.root, f));
    return chain;
  };
  while (queue.length) {
    const [file, from] = queue.shift()!;
    if (parent.has(file)) continue;
    parent.set(file, from);
    const source = files.read(file);
    if (source === null) continue;
    for (const spec of runtimeImports(file, source, staticOnly)) {
      const local = resolveLocal(files, file, spec);
      if (local) queue.push([local, file]);
      else if (!spec.startsWith('.') && !spec.startsWith('@/'))
        out.push({ module: path.relative(files.root, file), spec, chain: chainOf(file) });
    }
  }
  return out;
}

/** The project on disk. */
export function diskFiles(root: string): Files {
  return {
    root,
    read: (file) => {
      try {
        return fs.readFileSync(file, 'utf8');
      } catch {
        return null;
      }
    },
  };
}

/** Every .ts/.tsx file under the given folders of the project. */
export function sourceFiles(root: string, dirs: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.d\.ts$/.test(entry.name)) out.push(full);
    }
  };
  for (const d of dirs) walk(path.join(root, d));
  return out;
}
