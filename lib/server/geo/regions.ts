import 'server-only';
import data from 'country-region-data/data.json';

export type Region = { code: string; name: string };

type Country = {
  countryName: string;
  countryShortCode: string;
  regions: { name: string; shortCode?: string }[];
};

const byCountry = new Map<string, Region[]>(
  (data as Country[]).map((c) => [
    c.countryShortCode,
    c.regions.map((r) => ({ code: r.shortCode ?? r.name, name: r.name })),
  ]),
);
const names = new Map((data as Country[]).map((c) => [c.countryShortCode, c.countryName]));
const displayNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** English name of a country (ISO 3166-1 alpha-2), as the region data spells it. */
export function countryName(country: string): string {
  const code = country.toUpperCase();
  return names.get(code) ?? displayNames.of(code) ?? code;
}

/** Regions (provinces, states, Länder…) of a country, from offline data: no network. */
export function regionsOf(country: string): Region[] {
  return byCountry.get(country.toUpperCase()) ?? [];
}

export function regionData(countries: string[]): Record<string, Region[]> {
  return Object.fromEntries(countries.map((c) => [c, regionsOf(c)]));
}
