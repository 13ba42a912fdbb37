import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { getDb } from '@/lib/server/db/client';
import { getSiteCached, settingsFor, type Site } from '@/lib/server/sites/service';
import { geoipCountry, requestHost } from '@/lib/server/http/request-info';
import type { Locale } from '@/lib/i18n/locales';
import type { Settings } from '@/lib/schemas/settings';
import { formatTermsDate, termsVersionDate } from '@/lib/utils/terms-date';
import * as repo from './repo';

/** The legal and info pages of spec §2 (/pages/{slug}), plus the US privacy text (spec §1). */
export const LEGAL_PAGES = ['terms', 'privacy', 'privacy-us', 'cookies', 'ban', 'return-policy', 'faq', 'service'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

/** The URL slugs under /pages/ (privacy-us is a variant of /pages/privacy, not a route). */
export const LEGAL_SLUGS = ['terms', 'privacy', 'cookies', 'ban', 'return-policy', 'faq', 'service'] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

export function isLegalPage(value: string): value is LegalPage {
  return (LEGAL_PAGES as readonly string[]).includes(value);
}

export type PublicContext = { site: Site; settings: Settings };

/**
 * Site and settings for a public page from the Host (and a trusted CDN country) alone: never a
 * cookie or the member, so the page renders the same for every visitor of a host and can be
 * cached per host and locale (the member's parts are layout islands).
 */
export const getPublicContext = cache(async (): Promise<PublicContext> => {
  const h = await headers();
  const site = await getSiteCached(requestHost(h));
  const settings = await settingsFor(site, { geoipCountry: geoipCountry(h), requestedCountry: null });
  return { site, settings };
});

/** A site's own text for a page and locale, when its owner wrote one; else null (use the default). */
export async function siteText(siteId: number, page: LegalPage, locale: Locale): Promise<string | null> {
  return (await repo.findPageBody(await getDb(), siteId, page, locale)) ?? null;
}

/** Stores (or with an empty body removes) a site's own text: for the admin console and tests. */
export async function setSiteText(siteId: number, page: LegalPage, locale: Locale, body: string): Promise<void> {
  const db = await getDb();
  if (body.trim()) await repo.upsertPageBody(db, siteId, page, locale, body);
  else await repo.deletePageBody(db, siteId, page, locale);
}

/**
 * The values every legal text may use: the same set for each page and locale, so a translation
 * and a site's own text can name any of them ({site}, {company}, {days} …).
 */
export function legalValues(settings: Settings, locale: Locale): Record<string, string> {
  const c = settings.company;
  return {
    site: settings.name,
    domain: settings.domain,
    company: c.name,
    address: c.address,
    city: c.city,
    country: c.country,
    kvk: c.kvk,
    email: settings.support_email,
    phone: settings.support_phone,
    days: String(settings.refund_days),
    date: formatTermsDate(termsVersionDate(c.added), locale),
  };
}

/** Spec §1: the US English privacy text for US visitors (by CDN country) or when asked for. */
export function privacyVariant(locale: Locale, geoip: string | null, asked: string | null): 'privacy' | 'privacy-us' {
  if (locale !== 'en') return 'privacy';
  if (asked === 'us') return 'privacy-us';
  if (asked === 'eu') return 'privacy';
  return geoip === 'US' ? 'privacy-us' : 'privacy';
}
