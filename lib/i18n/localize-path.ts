import type { ComponentProps } from 'react';
import type NextLink from 'next/link';
import { defaultLocale, isLocale } from './locales';

// routing.ts's `localePrefix: 'as-needed'`: English unprefixed, every other locale under /xx.

export type Href = ComponentProps<typeof NextLink>['href'];

/** A path of the app ('/members?x=1') as the given locale's URL ('/de/members?x=1'). */
export function localizePath(path: string, locale: string): string {
  if (!path.startsWith('/') || path.startsWith('//') || locale === defaultLocale || !isLocale(locale)) return path;
  if (path === '/') return `/${locale}`;
  if (path.startsWith('/?') || path.startsWith('/#')) return `/${locale}${path.slice(1)}`;
  return `/${locale}${path}`;
}

export function localizeHref(href: Href, locale: string): Href {
  if (typeof href === 'string') return localizePath(href, locale);
  return href.pathname ? { ...href, pathname: localizePath(href.pathname, locale) } : href;
}

