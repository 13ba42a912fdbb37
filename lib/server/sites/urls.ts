import 'server-only';
import { env } from '@/lib/env';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import type { Site } from './service';

function isLocalDomain(domain: string): boolean {
  return domain === 'localhost' || domain.endsWith('.localhost');
}

/**
 * The site's public origin, built from its configured domain, never from a request's Host
 * header (a forged Host would otherwise put an attacker's domain into mailed links).
 */
export function siteOrigin(site: Pick<Site, 'domain'>): string {
  return isLocalDomain(site.domain) ? `http://${site.domain}:${env().PORT}` : `https://${site.domain}`;
}

/** An absolute link to a page of the site in a locale: /nl/activate/done, /activate/done for en. */
export function siteUrl(site: Pick<Site, 'domain'>, path: string, locale: Locale = defaultLocale): string {
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  return `${siteOrigin(site)}${prefix}${path === '/' && prefix ? '' : path}`;
}
