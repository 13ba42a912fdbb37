import 'server-only';
import data from 'country-region-data/data.json';

export type Region = { code: string; name: string };

const byCountry = new Map<string, Region[]>(
  (data as { countryShortCode: string; regions: { name: string; shortCode?: string }[] }[]).map((c) => [
    c.countryShortCode,
    c.regions.map((r) => ({ code: r.shortCode ?? r.name, name: r.name })),
  ]),
);

/** Regions (provinces, states, Länder…) of a country, from offline data: no network. */
export function regionsOf(country: string): Region[] {
  return byCountry.get(country.toUpperCase()) ?? [];
}

export function regionData(countries: string[]): Record<string, Region[]> {
  return Object.fromEntries(countries.map((c) => [c, regionsOf(c)]));
}
