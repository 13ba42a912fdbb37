import 'server-only';
import { siteConfigSchema, type SiteConfig } from '@/lib/schemas/site-config';

export type SeedPackage = { tier: 'p0' | 'p1' | 'p2' | 'p3'; credits: number; priceCents: number };

export type SeedSite = {
  name: string;
  domain: string;
  domainLanguage: string;
  cdnPrefix: string;
  niche: number;
  isDefault: boolean;
  /** Every host that serves this site; the first is its domain. */
  hosts: string[];
  config: SiteConfig;
  currency: string;
  packages: SeedPackage[];
};

// One fictional operator runs both demo sites, as white-label networks usually do.
const company: SiteConfig['company'] = {
  name: 'Heartline Media B.V.',
  address: 'Herengracht 420, 1017 BZ',
  kvk: '91234567',
  city: 'Amsterdam',
  country: 'NL',
  tradenames: ['Heartline', 'Herzlinie'],
  vatNumbers: ['NL865123456B01', 'DE312345678'],
  added: '2024-03-01',
};

const shared = {
  company,
  companyId: 1,
  supportPhone: '+31 20-123 45 67',
  signups: 'all',
  loggedOutSearch: true,
  loggedOutSearchTrafficsource: false,
  memberResell: false,
  loginMaxAttempts: 5,
  searchFields: ['gender', 'country', 'region', 'age'],
  visibleProfileFields: [
    'interest',
    'hair_color',
    'eye_color',
    'body_type',
    'relationship_status',
    'hobbies',
  ],
  visibleProfileNotes: ['about'],
  fictionalWarning: true,
  fictionalIcon: 'bi-stars',
  refundDays: 14,
  freeConversations: 2,
  freeMessages: 3,
  messageLength: 1000,
} satisfies Partial<SiteConfig>;

const heartline: SeedSite = {
  name: 'Heartline',
  domain: 'localhost',
  domainLanguage: 'en_GB',
  cdnPrefix: '/media/',
  niche: 1,
  isDefault: true,
  hosts: ['localhost', '127.0.0.1', 'heartline.localhost'],
  currency: 'EUR',
  config: siteConfigSchema.parse({
    ...shared,
    countries: ['NL', 'BE', 'GB', 'US', 'DE'],
    indexTitle: 'Heartline – meet singles near you and start chatting today',
    description:
      'Heartline is the friendly place to meet new people. Create a free profile, browse singles in your ' +
      'region, like the ones you fancy and chat when it clicks.',
    messageCredits: 10,
    photoCredits: 15,
    giftCredits: 20,
    signupCredits: 20,
    minimumMessageCosts: {
      NL: { costs: 35, currency: 'EUR' },
      BE: { costs: 35, currency: 'EUR' },
      DE: { costs: 35, currency: 'EUR' },
      GB: { costs: 30, currency: 'GBP' },
      US: { costs: 39, currency: 'USD' },
    },
    supportEmail: 'support@heartline.localhost',
    mailName: 'Heartline',
    deleteDiscount: 25,
    enableSiteEntryPopup: true,
    siteEntryCountries: [],
    loginBlockMinutes: 15,
    fictionalSingular: 'fictional profile',
    fictionalPlural: 'fictional profiles',
    liveCamUrl: null,
  }),
  packages: [
    { tier: 'p0', credits: 50, priceCents: 995 },
    { tier: 'p1', credits: 100, priceCents: 1795 },
    { tier: 'p2', credits: 250, priceCents: 3995 },
    { tier: 'p3', credits: 500, priceCents: 6995 },
  ],
};

const herzlinie: SeedSite = {
  name: 'Herzlinie',
  domain: 'de.localhost',
  domainLanguage: 'de_DE',
  cdnPrefix: '/media/',
  niche: 1,
  isDefault: false,
  hosts: ['de.localhost'],
  currency: 'EUR',
  config: siteConfigSchema.parse({
    ...shared,
    countries: ['DE', 'AT', 'CH'],
    indexTitle: 'Herzlinie – Singles in deiner Nähe kennenlernen und sofort chatten',
    description:
      'Bei Herzlinie lernst du neue Menschen kennen: kostenloses Profil anlegen, Singles in deiner Region ' +
      'entdecken, Profile liken und chatten, wenn es funkt.',
    messageCredits: 12,
    photoCredits: 18,
    giftCredits: 25,
    signupCredits: 15,
    minimumMessageCosts: {
      DE: { costs: 40, currency: 'EUR' },
      AT: { costs: 40, currency: 'EUR' },
      CH: { costs: 45, currency: 'CHF' },
    },
    supportEmail: 'kundenservice@herzlinie.localhost',
    supportPhone: '+49 30-123 45 67',
    mailName: 'Herzlinie',
    deleteDiscount: 20,
    enableSiteEntryPopup: true,
    siteEntryCountries: ['DE', 'AT'],
    loginBlockMinutes: 30,
    fictionalSingular: 'fiktives Profil',
    fictionalPlural: 'fiktive Profile',
    liveCamUrl: 'https://cams.example.com/?ref=herzlinie',
  }),
  packages: [
    { tier: 'p0', credits: 50, priceCents: 1095 },
    { tier: 'p1', credits: 100, priceCents: 1995 },
    { tier: 'p2', credits: 250, priceCents: 4495 },
    { tier: 'p3', credits: 500, priceCents: 7995 },
  ],
};

/** The default site first: it is inserted first and so gets the lowest id. */
export const SEED_SITES: readonly SeedSite[] = [heartline, herzlinie];

/** The tier with the "popular" label on every site. */
export const POPULAR_TIER: SeedPackage['tier'] = 'p2';
