import { z } from 'zod';

/** The per-site part of spec §3 Settings that is not a column of `sites`. */
export const siteConfigSchema = z.object({
  countries: z.array(z.string().length(2)).min(1),
  indexTitle: z.string(),
  description: z.string(),
  visibleProfileFields: z.array(z.string()),
  visibleProfileNotes: z.array(z.string()),
  messageCredits: z.number().int().min(0),
  signupCredits: z.number().int().min(0),
  photoCredits: z.number().int().min(0),
  giftCredits: z.number().int().min(0),
  messageLength: z.number().int().min(1),
  /** Per country: the cheapest a message can cost there, in cents of that currency. */
  minimumMessageCosts: z.record(z.string(), z.object({ costs: z.number().int().min(0), currency: z.string() })),
  supportEmail: z.string().email(),
  supportPhone: z.string(),
  company: z.object({
    name: z.string(),
    address: z.string(),
    kvk: z.string(),
    city: z.string(),
    country: z.string(),
    tradenames: z.array(z.string()),
    vatNumbers: z.array(z.string()),
    /** ISO date the company was added; the terms version date is the later of this and 2023-12-01. */
    added: z.string(),
  }),
  companyId: z.number().int(),
  mailName: z.string(),
  /** Percentage offered to a member about to delete the account; 0: none. */
  deleteDiscount: z.number().min(0).max(100),
  enableSiteEntryPopup: z.boolean(),
  /** Empty: the entry warning shows for every country. */
  siteEntryCountries: z.array(z.string().length(2)),
  searchFields: z.array(z.enum(['gender', 'country', 'region', 'age'])),
  fictionalWarning: z.boolean(),
  fictionalSingular: z.string(),
  fictionalPlural: z.string(),
  fictionalIcon: z.string(),
  refundDays: z.number().int().min(0),
  /** all | trafficsource | none */
  signups: z.enum(['all', 'trafficsource', 'none']),
  loggedOutSearch: z.boolean(),
  loggedOutSearchTrafficsource: z.boolean(),
  memberResell: z.boolean(),
  /** Lockout: this many wrong passwords within the window block the account for loginBlockMinutes. */
  loginMaxAttempts: z.number().int().min(1),
  loginBlockMinutes: z.number().int().min(1),
  freeConversations: z.number().int().min(0),
  freeMessages: z.number().int().min(0),
  liveCamUrl: z.string().url().nullable(),
  /** Installed app (app/manifest.ts, icons): the name under the home-screen icon; unset: the site name, cut. */
  appShortName: z.string().min(1).max(15).optional(),
  /** Installed app colours (#rrggbb): title bar and icon; splash background. Unset: the theme's purple, white. */
  themeColor: z.string().regex(/^#[0-9a-fA-F]{6}$/).optional(),
  backgroundColor: z.string().regex(/^#[0-9a-fA-F]{6}$/).optional(),
  /** Spec §9 welcome bonus (TIMEBONUS25 for new unpaid members); unset: on, as every site had it. */
  welcomeBonus: z.boolean().optional(),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
