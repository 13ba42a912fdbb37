// The rules that decide which profiles the swipe game, the match finder and the signup matches
// suggest (docs/matching.md). Pure functions, shared by the server's queries and the tests.

/** Whom a member is looking for (profile.interest) → the genders to suggest. No choice: both. */
export function preferredGenders(interest: string | null | undefined): ('male' | 'female')[] {
  if (interest === 'men') return ['male'];
  if (interest === 'women') return ['female'];
  return ['male', 'female'];
}

/** The interest value that includes a gender: a candidate must be looking for the member too. */
export function interestIncluding(gender: string): 'men' | 'women' {
  return gender === 'female' ? 'women' : 'men';
}

export type AgeBand = { min: number; max: number };

/**
 * Ages suggested to a member: ±7 years up to 39, ±10 from 40, ±14 from 55 (older members
 * accept wider gaps, and there are fewer of them), never below 18.
 */
export function ageBand(age: number, minAge = 18): AgeBand {
  const spread = age >= 55 ? 14 : age >= 40 ? 10 : 7;
  return { min: Math.max(minAge, age - spread), max: Math.max(minAge, age + spread) };
}

function shiftYears(day: Date, years: number): string {
  const d = new Date(Date.UTC(day.getUTCFullYear() - years, day.getUTCMonth(), day.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

/**
 * The birth dates (YYYY-MM-DD, inclusive) of people whose age today lies in the band: born on or
 * before today − min years, and after today − (max + 1) years.
 */
export function birthDateRange(band: AgeBand, today = new Date()): { from: string; to: string } {
  const to = shiftYears(today, band.min);
  const after = new Date(`${shiftYears(today, band.max + 1)}T00:00:00Z`);
  const from = new Date(after.getTime() + 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}

// Land neighbours of the countries our sites serve and their neighbours (ISO 3166-1 alpha-2).
// Small on purpose: it only orders suggestions after the member's own country.
const NEIGHBOURS: Readonly<Record<string, readonly string[]>> = {
  NL: ['BE', 'DE'],
  BE: ['NL', 'DE', 'FR', 'LU'],
  LU: ['BE', 'DE', 'FR'],
  DE: ['NL', 'BE', 'LU', 'FR', 'CH', 'AT', 'CZ', 'PL', 'DK'],
  AT: ['DE', 'CH', 'IT', 'SI', 'HU', 'SK', 'CZ', 'LI'],
  CH: ['DE', 'AT', 'FR', 'IT', 'LI'],
  LI: ['CH', 'AT'],
  FR: ['BE', 'LU', 'DE', 'CH', 'IT', 'ES', 'AD', 'MC'],
  IT: ['FR', 'CH', 'AT', 'SI', 'SM', 'VA'],
  ES: ['FR', 'PT', 'AD'],
  PT: ['ES'],
  GB: ['IE'],
  IE: ['GB'],
  DK: ['DE', 'SE'],
  SE: ['NO', 'FI', 'DK'],
  NO: ['SE', 'FI'],
  FI: ['SE', 'NO'],
  PL: ['DE', 'CZ', 'SK', 'LT'],
  CZ: ['DE', 'AT', 'PL', 'SK'],
  US: ['CA', 'MX'],
  CA: ['US'],
  MX: ['US'],
};

/** The countries next to a country (Denmark–Sweden count: a bridge joins them). */
export function neighbours(country: string): readonly string[] {
  return NEIGHBOURS[country.toUpperCase()] ?? [];
}
