// Amounts in the console's forms are typed in major units ("9.95"); the API takes minor units.

/** "9.95" or "9,95" → 995; blank → null; anything else → NaN (the form refuses it). */
export function toCents(value: string): number | null {
  const v = value.trim().replace(',', '.');
  if (!v) return null;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(v)) return Number.NaN;
  return Math.round(Number(v) * 100);
}

/** 995 → "9.95" for an input's value. */
export const fromCents = (cents: number | null | undefined) =>
  cents == null ? '' : (cents / 100).toFixed(2);
