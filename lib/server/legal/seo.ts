import 'server-only';
import type { Metadata } from 'next';
import { defaultLocale, localeIso, locales, type Locale } from '@/lib/i18n/locales';
import { siteOrigin, siteUrl } from '@/lib/server/sites/urls';
import type { Site } from '@/lib/server/sites/service';
import type { Settings } from '@/lib/schemas/settings';

/**
 * Canonical URL and hreflang alternates of a page, built from the site's configured domain,
 * never from the request's Host (a forged Host must not become the canonical a crawler keeps).
 * `path` is the page's path without the locale prefix.
 */
export function alternatesFor(site: Pick<Site, 'domain'>, path: string, locale: Locale): Metadata['alternates'] {
  const languages: Record<string, string> = {};
  for (const l of locales) languages[localeIso[l]] = siteUrl(site, path, l);
  languages['x-default'] = siteUrl(site, path, defaultLocale);
  return { canonical: siteUrl(site, path, locale), languages };
}

/** Metadata of an indexable public page: canonical, alternates, Open Graph and Twitter card. */
export function publicPageMetadata(input: {
  site: Site;
  settings: Settings;
  locale: Locale;
  path: string;
  title: string;
  description: string;
}): Metadata {
  const { site, settings, locale, path, title, description } = input;
  const url = siteUrl(site, path, locale);
  return {
    title,
    description,
    alternates: alternatesFor(site, path, locale),
    openGraph: {
      type: 'website',
      url,
      title: `${title} | ${settings.name}`,
      description,
      siteName: settings.name,
      locale: localeIso[locale].replace('-', '_'),
    },
    twitter: { card: 'summary', title: `${title} | ${settings.name}`, description },
  };
}

/**
 * schema.org Organization of the site: the operating company with its trade names, address,
 * Chamber of Commerce number and VAT numbers, and the customer-service contact.
 */
export function organizationJsonLd(site: Pick<Site, 'domain'>, settings: Settings): Record<string, unknown> {
  const c = settings.company;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.name,
    legalName: c.name,
    alternateName: c.tradenames,
    url: siteOrigin(site),
    logo: `${siteOrigin(site)}/icon.svg`,
    email: settings.support_email,
    address: { '@type': 'PostalAddress', streetAddress: c.address, addressLocality: c.city, addressCountry: c.country },
    identifier: [{ '@type': 'PropertyValue', propertyID: 'KvK', value: c.kvk }],
    vatID: c.vat_numbers[0],
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: settings.support_email,
      telephone: settings.support_phone.replace(/[\s-]/g, ''),
    },
  };
}

/**
 * JSON for a `<script type="application/ld+json">` element: "<" escaped so text from settings
 * can never close the element. It is data, not script: browsers do not run it and the CSP does
 * not apply to it, so it needs no nonce (and a cached page holds none that goes stale).
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The RTA adult label (rtalabel.org): parental filters block a page that carries it. */
export const RTA_LABEL = 'RTA-5042-1996-1400-1577-RTA';

/**
 * What every page of a site carries: absolute URLs on the site's own domain (metadataBase), Open
 * Graph and Twitter defaults, and the RTA label. Pages add their canonical and alternates.
 */
export function siteMetadata(site: Pick<Site, 'domain'>, settings: Settings): Metadata {
  return {
    metadataBase: new URL(siteOrigin(site)),
    openGraph: { type: 'website', siteName: settings.name, title: settings.index_title, description: settings.description },
    twitter: { card: 'summary', title: settings.index_title, description: settings.description },
    other: { RATING: RTA_LABEL },
  };
}
