// The checks behind `npm run check:i18n`, kept pure (no file system) so tests can feed it objects.
// messages/en.json is the reference: every other locale must have exactly its keys, as strings
// that are not blank and use the same ICU arguments ({name}, {count, plural, …}) and rich-text tags.

export type ProblemKind =
  | 'missing'
  | 'empty'
  | 'extra'
  | 'not a string'
  | 'not an object'
  | 'placeholder mismatch'
  | 'invalid message'
  | 'invalid JSON';

export interface Problem {
  locale: string;
  /** Dotted key path, or the file name for file-level problems. */
  key: string;
  kind: ProblemKind;
  detail?: string;
}

type Tree = Record<string, unknown>;

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function formatProblem(p: Problem): string {
  return `${p.locale}: ${p.key}: ${p.kind}${p.detail ? ` (${p.detail})` : ''}`;
}

/** Number of leaf strings in a messages tree. */
export function countKeys(tree: unknown): number {
  if (!isTree(tree)) return 0;
  let n = 0;
  for (const value of Object.values(tree)) n += isTree(value) ? countKeys(value) : 1;
  return n;
}

export interface MessageShape {
  /** Argument names, including those of plural/select/selectordinal. */
  args: Set<string>;
  /** Rich-text tag names (`<b>…</b>`) for next-intl's t.rich. */
  tags: Set<string>;
}

/**
 * Reads the ICU arguments and tags of one message. Throws on broken syntax (unbalanced braces,
 * a plural without options), which next-intl would only discover when rendering.
 */
export function messageShape(message: string): MessageShape {
  const shape: MessageShape = { args: new Set(), tags: new Set() };
  let i = 0;

  function fail(why: string): never {
    throw new Error(`${why} at offset ${i}`);
  }

  // Literal text up to the `}` that closes the enclosing option (or the end at depth 0).
  const parseMessage = (depth: number): void => {
    while (i < message.length) {
      const c = message[i];
      if (c === "'") {
        const next = message[i + 1];
        if (next === "'") {
          i += 2;
        } else if (next !== undefined && '{}<>#|'.includes(next)) {
          // ICU quoting: a quote before a syntax character starts a literal run up to the next lone quote.
          i += 1;
          while (i < message.length) {
            if (message[i] === "'" && message[i + 1] === "'") i += 2;
            else if (message[i] === "'") break;
            else i += 1;
          }
          i += 1;
        } else {
          i += 1;
        }
      } else if (c === '{') {
        i += 1;
        parseArgument(depth + 1);
      } else if (c === '}') {
        if (depth === 0) fail('unmatched }');
        return;
      } else if (c === '<') {
        const tag = /^<\/?([a-zA-Z][\w-]*)>/.exec(message.slice(i));
        if (tag) {
          shape.tags.add(tag[1]);
          i += tag[0].length;
        } else {
          i += 1;
        }
      } else {
        i += 1;
      }
    }
    if (depth > 0) fail('unclosed {');
  };

  const readUntil = (stops: string): string => {
    const start = i;
    while (i < message.length && !stops.includes(message[i])) i += 1;
    if (i >= message.length) fail('unclosed {');
    return message.slice(start, i).trim();
  };

  // After `{`: name[, type[, style | options]] }
  const parseArgument = (depth: number): void => {
    const name = readUntil(',}');
    if (!/^[^\s{}#'<>,]+$/u.test(name)) fail(`bad argument name "${name}"`);
    shape.args.add(name);
    if (message[i] === '}') {
      i += 1;
      return;
    }
    i += 1; // ','
    const type = readUntil(',}');
    if (type === 'plural' || type === 'selectordinal' || type === 'select') {
      if (message[i] !== ',') fail(`${type} without options`);
      i += 1;
      const selectors: string[] = [];
      for (;;) {
        while (i < message.length && /\s/.test(message[i])) i += 1;
        if (i >= message.length) fail('unclosed {');
        if (message[i] === '}') break;
        const selector = /^(offset:\s*\d+|=?[^\s{}]+)/.exec(message.slice(i));
        if (!selector) fail('bad selector');
        i += selector[0].length;
        if (selector[0].startsWith('offset:')) continue;
        while (i < message.length && /\s/.test(message[i])) i += 1;
        if (message[i] !== '{') fail(`selector "${selector[0]}" without a message`);
        i += 1;
        parseMessage(depth + 1);
        i += 1; // the option's '}'
        selectors.push(selector[0]);
      }
      if (!selectors.includes('other')) fail(`${type} without an "other" option`);
      i += 1;
      return;
    }
    if (!['number', 'date', 'time'].includes(type)) fail(`unknown argument type "${type}"`);
    // Style (e.g. `::currency/EUR` or `short`): skip to the closing brace.
    if (message[i] === ',') readUntil('}');
    i += 1;
  };

  parseMessage(0);
  return shape;
}

function shapeOf(message: string): MessageShape | Error {
  try {
    return messageShape(message);
  } catch (err) {
    return err as Error;
  }
}

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));
const listArgs = (s: Set<string>) =>
  s.size
    ? [...s]
        .sort()
        .map((x) => `{${x}}`)
        .join(' ')
    : 'none';
const listTags = (s: Set<string>) =>
  [...s]
    .sort()
    .map((x) => `<${x}>`)
    .join(' ');

function describe(shape: MessageShape): string {
  return [listArgs(shape.args), listTags(shape.tags)].filter(Boolean).join(' ');
}

/** Problems in the reference itself: blank strings, non-strings, broken ICU syntax. */
export function checkReference(reference: unknown, locale = 'en'): Problem[] {
  const problems: Problem[] = [];
  const walk = (node: Tree, prefix: string) => {
    for (const [k, value] of Object.entries(node)) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (isTree(value)) walk(value, key);
      else if (typeof value !== 'string') problems.push({ locale, key, kind: 'not a string' });
      else if (value.trim() === '') problems.push({ locale, key, kind: 'empty' });
      else {
        const shape = shapeOf(value);
        if (shape instanceof Error)
          problems.push({ locale, key, kind: 'invalid message', detail: shape.message });
      }
    }
  };
  if (isTree(reference)) walk(reference, '');
  else problems.push({ locale, key: '(root)', kind: 'not an object' });
  return problems;
}

/** Compares one locale's messages with the reference's, key by key. */
export function checkLocale(
  reference: unknown,
  messages: unknown,
  locale: string,
  referenceLocale = 'en',
): Problem[] {
  const problems: Problem[] = [];
  const walk = (ref: Tree, node: Tree, prefix: string) => {
    for (const [k, refValue] of Object.entries(ref)) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (!Object.hasOwn(node, k)) {
        problems.push({ locale, key, kind: 'missing' });
        continue;
      }
      const value = node[k];
      if (isTree(refValue)) {
        if (isTree(value)) walk(refValue, value, key);
        else problems.push({ locale, key, kind: 'not an object' });
        continue;
      }
      if (typeof value !== 'string') {
        problems.push({ locale, key, kind: 'not a string' });
        continue;
      }
      if (value.trim() === '') {
        problems.push({ locale, key, kind: 'empty' });
        continue;
      }
      const shape = shapeOf(value);
      if (shape instanceof Error) {
        problems.push({ locale, key, kind: 'invalid message', detail: shape.message });
        continue;
      }
      const refShape = typeof refValue === 'string' ? shapeOf(refValue) : null;
      if (refShape && !(refShape instanceof Error)) {
        if (!sameSet(refShape.args, shape.args) || !sameSet(refShape.tags, shape.tags)) {
          problems.push({
            locale,
            key,
            kind: 'placeholder mismatch',
            detail: `${referenceLocale} has ${describe(refShape)}, ${locale} has ${describe(shape)}`,
          });
        }
      }
    }
    for (const k of Object.keys(node)) {
      if (!Object.hasOwn(ref, k))
        problems.push({ locale, key: prefix ? `${prefix}.${k}` : k, kind: 'extra' });
    }
  };
  if (!isTree(reference)) return [];
  if (!isTree(messages)) return [{ locale, key: '(root)', kind: 'not an object' }];
  walk(reference, messages, '');
  return problems;
}

export interface CheckResult {
  problems: Problem[];
  keyCount: number;
  localeCount: number;
}

/**
 * Checks every locale against the reference. A locale whose value is `undefined` has no file
 * (`fileOf` names it in the report); a locale left out of `all` is skipped.
 */
export function checkAll(
  referenceLocale: string,
  all: Record<string, unknown>,
  fileOf: (locale: string) => string = (l) => `messages/${l}.json`,
): CheckResult {
  const reference = all[referenceLocale];
  const problems: Problem[] = [];
  if (!Object.hasOwn(all, referenceLocale)) {
    // Unreadable (reported by the caller): nothing to compare with.
  } else if (reference === undefined) {
    problems.push({
      locale: referenceLocale,
      key: fileOf(referenceLocale),
      kind: 'missing',
      detail: 'no such file',
    });
  } else {
    problems.push(...checkReference(reference, referenceLocale));
  }
  for (const [locale, messages] of Object.entries(all)) {
    if (locale === referenceLocale) continue;
    if (messages === undefined) {
      problems.push({ locale, key: fileOf(locale), kind: 'missing', detail: 'no such file' });
      continue;
    }
    if (reference !== undefined) problems.push(...checkLocale(reference, messages, locale, referenceLocale));
  }
  return { problems, keyCount: countKeys(reference), localeCount: Object.keys(all).length };
}
