import type { FieldError, FieldErrors, Resolver } from './use-form';
import { cachedLoader } from './lazy-load';

/** What a zod issue carries that the forms use (classic zod and zod/mini alike). */
type Issue = {
  code: string;
  message: string;
  path: PropertyKey[];
  /** invalid_union only: each branch's own issues. */
  errors?: Issue[][];
};

/** The part of a zod schema (classic or mini) the forms need: safeParse. */
export type SafeParseSchema<T> = {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: Issue[] } };
};

/**
 * Field errors from zod issues as RHF's zodResolver made them: the key is the
 * issue's path joined with dots, the first issue of a path wins, and an invalid union shows the
 * first issue of the branch that came closest (fewest issues); the branches' issues follow.
 */
export function issuesToErrors(issues: readonly Issue[]): Record<string, FieldError> {
  const errors = new Map<string, FieldError>();
  const queue = [...issues];
  for (let issue = queue.shift(); issue; issue = queue.shift()) {
    const key = issue.path.map(String).join('.');
    const branches = issue.code === 'invalid_union' ? (issue.errors ?? []) : [];
    if (!errors.has(key)) {
      const closest = branches.length
        ? branches.reduce((a, b) => (b.length < a.length ? b : a))[0]
        : undefined;
      errors.set(key, { message: (closest ?? issue).message, type: (closest ?? issue).code });
    }
    for (const branch of branches)
      for (const e of branch) queue.push({ ...e, path: [...issue.path, ...e.path] });
  }
  return Object.fromEntries(errors);
}

/** useForm's resolver for a shared schema: the parsed values (trimmed etc.) go to the submit handler. */
export function schemaResolver<T>(schema: SafeParseSchema<unknown>): Resolver<T> {
  return (values) => {
    const parsed = schema.safeParse(values);
    return parsed.success
      ? { values: parsed.data as T, errors: {} }
      : { values: {}, errors: issuesToErrors(parsed.error.issues) as FieldErrors<T> };
  };
}

/**
 * useForm's loadResolver for a shared schema loaded with import() (cached: call it at module
 * level, so every render passes the same function and the schema module is imported once).
 */
export function lazySchemaResolver<T>(
  load: () => Promise<SafeParseSchema<unknown>>,
): () => Promise<Resolver<T>> {
  return cachedLoader(() => load().then((schema) => schemaResolver<T>(schema)));
}
