// `npm run check:i18n`: every locale in messages/ has exactly en.json's keys, translated
// (not blank) and with the same ICU arguments. Exits 1 and lists each problem otherwise.
import fs from 'node:fs';
import path from 'node:path';
import { defaultLocale, locales } from '../lib/i18n/locales';
import { checkAll, formatProblem, type Problem } from './i18n-check-lib';

const dir = path.join(import.meta.dirname, '..', 'messages');
const fileOf = (locale: string) => `messages/${locale}.json`;

const all: Record<string, unknown> = {};
const fileProblems: Problem[] = [];

for (const locale of [defaultLocale, ...locales.filter((l) => l !== defaultLocale)]) {
  const file = path.join(dir, `${locale}.json`);
  if (!fs.existsSync(file)) {
    all[locale] = undefined;
    continue;
  }
  try {
    all[locale] = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    // Left out of the comparison: one line for the file beats a "missing" line per key.
    fileProblems.push({ locale, key: fileOf(locale), kind: 'invalid JSON', detail: (err as Error).message });
  }
}

// A messages file for a locale the app does not route to is dead weight, or a typo in a name.
const known = new Set<string>(locales);
for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  const locale = name.replace(/\.json$/, '');
  if (name.endsWith('.json') && !known.has(locale)) {
    fileProblems.push({ locale, key: fileOf(locale), kind: 'extra', detail: 'not in lib/i18n/locales.ts' });
  }
}

const result = checkAll(defaultLocale, all, fileOf);
const problems = [...fileProblems, ...result.problems];
for (const p of problems) console.error(formatProblem(p));
console.log(
  `i18n: ${locales.length} locales, ${result.keyCount} keys each, ${problems.length} problem${problems.length === 1 ? '' : 's'}`,
);
process.exit(problems.length ? 1 : 0);
