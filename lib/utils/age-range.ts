// Ages to birth-date ranges for searches: a date column compares in an index, an age does not.

/** The same calendar day `years` earlier; 29 Feb falls back to 28 Feb in other years. */
export function yearsBefore(today: Date, years: number): Date {
  const y = today.getUTCFullYear() - years;
  const d = new Date(Date.UTC(y, today.getUTCMonth(), today.getUTCDate()));
  // Rolled into March: the day does not exist that year.
  return d.getUTCMonth() === today.getUTCMonth() ? d : new Date(Date.UTC(y, today.getUTCMonth() + 1, 0));
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Birth dates (inclusive, YYYY-MM-DD) of people aged min..max today: at least `min` means born on
 * or before today minus min years; at most `max` means born after today minus (max + 1) years.
 */
export function birthDateRange(
  minAge: number | undefined,
  maxAge: number | undefined,
  today = new Date(),
): { bornFrom?: string; bornTo?: string } {
  const range: { bornFrom?: string; bornTo?: string } = {};
  if (minAge !== undefined) range.bornTo = iso(yearsBefore(today, minAge));
  if (maxAge !== undefined) {
    const earliest = yearsBefore(today, maxAge + 1);
    range.bornFrom = iso(new Date(earliest.getTime() + 86_400_000));
  }
  return range;
}
