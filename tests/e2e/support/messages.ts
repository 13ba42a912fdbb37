import fs from 'node:fs';
import path from 'node:path';

// Expected texts come from messages/<locale>.json at test time, so translators can change
// wording without breaking the tests, and no test hard-codes a language it cannot read.
type Messages = Record<string, Record<string, string>>;

const cache = new Map<string, Messages>();

export function messages(locale: string): Messages {
  let found = cache.get(locale);
  if (!found) {
    const file = path.join(process.cwd(), 'messages', `${locale}.json`);
    found = JSON.parse(fs.readFileSync(file, 'utf8')) as Messages;
    cache.set(locale, found);
  }
  return found;
}

/** One message with simple `{name}` arguments filled in (no plurals, no rich text). */
export function msg(locale: string, key: string, args: Record<string, string | number> = {}): string {
  const [section, name] = key.split('.');
  const text = messages(locale)[section]?.[name];
  if (typeof text !== 'string') throw new Error(`messages/${locale}.json has no ${key}`);
  return text.replace(/\{(\w+)\}/g, (whole, arg: string) => (arg in args ? String(args[arg]) : whole));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A message as an anchored RegExp; each `{arg}` listed in `args` matches that regex source
 * (e.g. `{ minutes: '(\\d+)' }`), other text matches literally.
 */
export function msgPattern(locale: string, key: string, args: Record<string, string>): RegExp {
  const [section, name] = key.split('.');
  const text = messages(locale)[section]?.[name];
  if (typeof text !== 'string') throw new Error(`messages/${locale}.json has no ${key}`);
  const source = text
    .split(/(\{\w+\})/)
    .map((part) => {
      const arg = /^\{(\w+)\}$/.exec(part)?.[1];
      return arg && arg in args ? args[arg] : escapeRegExp(part);
    })
    .join('');
  return new RegExp(`^${source}$`);
}
