import 'server-only';

/**
 * One currency per payment country. A member may pay from any of these countries, whatever the
 * site's own country list (a Swede on a Dutch site pays in SEK).
 */
export const COUNTRY_CURRENCY: Readonly<Record<string, string>> = {
  NL: 'EUR',
  BE: 'EUR',
  DE: 'EUR',
  AT: 'EUR',
  FR: 'EUR',
  IT: 'EUR',
  ES: 'EUR',
  FI: 'EUR',
  IE: 'EUR',
  LU: 'EUR',
  PT: 'EUR',
  PL: 'PLN',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  CH: 'CHF',
  LI: 'CHF',
  GB: 'GBP',
  US: 'USD',
};

export const PAYMENT_COUNTRIES = Object.keys(COUNTRY_CURRENCY);

export function currencyOf(country: string): string | null {
  return COUNTRY_CURRENCY[country.toUpperCase()] ?? null;
}

type Tier = 'p0' | 'p1' | 'p2' | 'p3';

/**
 * The demo price list outside a package's own currency, per tier (50/100/250/500 credits), in
 * minor units: priced like local app stores price, not by exchange rate. Migration 0013 holds
 * the same list for databases seeded before it.
 */
export const DEMO_PRICES: Readonly<Record<string, Record<Tier, number>>> = {
  PLN: { p0: 4299, p1: 7699, p2: 16999, p3: 29999 },
  SEK: { p0: 10900, p1: 19900, p2: 44900, p3: 79900 },
  NOK: { p0: 10900, p1: 19900, p2: 44900, p3: 79900 },
  DKK: { p0: 7500, p1: 13500, p2: 29900, p3: 52500 },
  CHF: { p0: 990, p1: 1790, p2: 3990, p3: 6990 },
  GBP: { p0: 899, p1: 1599, p2: 3499, p3: 5999 },
  USD: { p0: 1099, p1: 1999, p2: 4499, p3: 7799 },
};

/** The price rows a seeded package gets: its own price plus the demo list. */
export function seedPriceRows(pkg: { id: number; tier: string; currency: string; priceCents: number }) {
  const rows = [{ packageId: pkg.id, currency: pkg.currency, priceCents: pkg.priceCents }];
  for (const [currency, byTier] of Object.entries(DEMO_PRICES)) {
    const price = byTier[pkg.tier as Tier];
    if (currency !== pkg.currency && price) rows.push({ packageId: pkg.id, currency, priceCents: price });
  }
  return rows;
}

/** The welcome code every seeded site gets (GET /api/discountcode.php?welcome=true). */
export const WELCOME_CODE = { code: 'WELCOME10', valuePercentage: '10.0' } as const;
