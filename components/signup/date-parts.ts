import { DATE_OF_BIRTH_MAX_AGE, SIGNUP_MIN_AGE } from '@/lib/utils/constants';

// The pieces of the day / month / year date entry (date-of-birth-field.tsx). The form keeps
// one string, YYYY-MM-DD, validated by the signup schema; a part not chosen yet is empty
// ("1990--14"), which the schema refuses as an invalid date, and which the draft keeps as is.

export type DatePart = 'day' | 'month' | 'year';
export type DateParts = Record<DatePart, string>;

const NO_PARTS: DateParts = { day: '', month: '', year: '' };

/** The parts of a (possibly partial) YYYY-MM-DD value; anything else is empty. */
export function splitDate(value: string | undefined | null): DateParts {
  const pieces = (value ?? '').split('-');
  if (pieces.length !== 3) return NO_PARTS;
  const [year, month, day] = pieces;
  const ok = (p: string, digits: number) => p === '' || new RegExp(`^\\d{1,${digits}}$`).test(p);
  if (!ok(year, 4) || !ok(month, 2) || !ok(day, 2)) return NO_PARTS;
  return { year, month: month && month.padStart(2, '0'), day: day && day.padStart(2, '0') };
}

/** The form value of the parts: '' while nothing is chosen, else YYYY-MM-DD with gaps. */
export function joinDate({ year, month, day }: DateParts): string {
  return year || month || day ? `${year}-${month}-${day}` : '';
}

// The sites are run from the UK and the Netherlands: their English writes day, month, year.
const ORDER_LOCALE: Record<string, string> = { en: 'en-GB' };

/** The order the site's language writes a date in, e.g. day, month, year; sv: year, month, day. */
export function datePartOrder(locale: string): DatePart[] {
  const parts = new Intl.DateTimeFormat(ORDER_LOCALE[locale] ?? locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(Date.UTC(2000, 10, 22)));
  const order = parts
    .map((p) => p.type)
    .filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year');
  return order.length === 3 ? order : ['day', 'month', 'year'];
}

/** The twelve month names in the member's language, January first. */
export function monthNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2000, i, 1))));
}

/**
 * The years a member can be born in, youngest first: from the year of those who turn the
 * minimum age this year (born later in that year, the schema still says too young) back to
 * the oldest age the schema accepts.
 */
export function birthYears(today: Date = new Date()): number[] {
  const newest = today.getFullYear() - SIGNUP_MIN_AGE;
  return Array.from({ length: DATE_OF_BIRTH_MAX_AGE - SIGNUP_MIN_AGE + 1 }, (_, i) => newest - i);
}

/** Days in a month (1-12) of a year; without a year, February has 29. */
export function daysIn(month: string, year: string): number {
  if (!month) return 31;
  return new Date(Date.UTC(Number(year) || 2000, Number(month), 0)).getUTCDate();
}
