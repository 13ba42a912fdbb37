import 'server-only';
import type { MetadataRoute } from 'next';
import { getDb } from '@/lib/server/db/client';
import { defaultLocale, localeFromLanguage, localeIso, locales, type Locale } from '@/lib/i18n/locales';
import { siteOrigin, siteUrl } from '@/lib/server/sites/urls';
import type { Site } from '@/lib/server/sites/service';
import { LANDER_PATHS } from '@/lib/server/landers/names';
import { listedProfiles } from './repo';

/** Public pages a search engine should know, beside the landers (the access-ban notice is noindex). */
const PUBLIC_PAGES = [
  '/',
  '/signup',
  '/pricing',
  '/complaints',
  '/pages/terms',
  '/pages/privacy',
  '/pages/cookies',
  '/pages/return-policy',
  '/pages/faq',
  '/pages/service',
];

/**
 * Member-only areas and pages that exist for one person (mailed links, flows): never crawled.
 * Each is disallowed with and without a locale prefix.
 */
export const PRIVATE_PATHS = [
  '/chats',
  '/likes',
  '/profile',
  '/settings',
  '/notifications',
  '/match-finder',
  '/swipe-game',
  '/premium',
  '/credits',
  '/transactions',
  '/directdebit',
  '/complete-signup',
  '/signup-matches',
  '/lang-config',
  '/login',
  '/reset-password',
  '/activate',
  '/mail-change',
  '/account-deleted',
  '/account-restore',
  '/unsubscribe',
  '/pages/ban',
  '/admin',
  '/t/',
  '/dev/',
  '/api/',
];

// A sitemap file holds at most 50,000 URLs; profiles beyond this are still reachable by links.
const MAX_PROFILES = 10_000;

/** The site's own language: its URLs are listed in it, the other locales as alternates. */
export function primaryLocale(site: Pick<Site, 'domainLanguage'>): Locale {
  return localeFromLanguage(site.domainLanguage) ?? defaultLocale;
}

function entry(
  site: Site,
  path: string,
  extra: Partial<MetadataRoute.Sitemap[number]> = {},
): MetadataRoute.Sitemap[number] {
  const languages: Record<string, string> = {};
  for (const l of locales) languages[localeIso[l]] = siteUrl(site, path, l);
  return { url: siteUrl(site, path, primaryLocale(site)), alternates: { languages }, ...extra };
}

/** Whether visitors may browse the site's members (spec §6 logged_out_search). */
export function membersArePublic(site: Site): boolean {
  return site.config.loggedOutSearch;
}

/**
 * The sitemap of one site, every URL on its configured domain (never the request's Host):
 * home, signup, legal pages, landers, and where logged-out search is on the member search and
 * the visible profiles.
 */
export async function sitemapFor(site: Site): Promise<MetadataRoute.Sitemap> {
  const pages = [...PUBLIC_PAGES.map((p) => entry(site, p)), ...LANDER_PATHS.map((p) => entry(site, p))];
  if (!membersArePublic(site)) return pages;
  const profiles = await listedProfiles(await getDb(), site.id, MAX_PROFILES);
  return [
    ...pages,
    entry(site, '/members'),
    ...profiles.map((p) => entry(site, `/members/${p.id}`, { lastModified: p.lastActiveAt })),
  ];
}

/** robots.txt of one site: its member areas closed, its sitemap named on its own domain. */
export function robotsFor(site: Site): MetadataRoute.Robots {
  const closed = PRIVATE_PATHS.flatMap((p) => [p, `/*${p}`]);
  const allow = ['/'];
  if (!membersArePublic(site)) {
    // Profiles and search stay closed; the member landing pages of ads stay open.
    closed.push('/members', '/*/members');
    allow.push('/members/*/landing');
  } else {
    closed.push('/members/*/chat', '/*/members/*/chat', '/members/*/signup', '/*/members/*/signup');
  }
  return {
    rules: [{ userAgent: '*', allow, disallow: closed }],
    sitemap: `${siteOrigin(site)}/sitemap.xml`,
    host: siteOrigin(site),
  };
}
