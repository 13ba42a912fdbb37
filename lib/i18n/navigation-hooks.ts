'use client';

import { useMemo } from 'react';
import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { useCurrentLocale } from './shell';
import { stripLocale } from '@/lib/utils/route-name';
import { rememberLocale, type Locale } from './locales';
import { localizePath } from './localize-path';

// The client half of lib/i18n/navigation.tsx (import from there).

/** The current path without its locale prefix ('/de/members' → '/members'). */
export function usePathname(): string {
  return stripLocale(useNextPathname() ?? '/');
}

type NavigateOptions = { locale?: Locale; scroll?: boolean };

/**
 * next/navigation's router with paths of the app. `{ locale }` switches language: the locale
 * cookie is written first, so proxy.ts does not send an unprefixed (English) URL back to the
 * previous language.
 */
export function useRouter() {
  const router = useNextRouter();
  const current = useCurrentLocale();
  // One object per router and locale, as next/navigation's: effects list it as a dependency.
  return useMemo(() => {
    const target = (href: string, options?: NavigateOptions) => {
      if (options?.locale && options.locale !== current) rememberLocale(options.locale);
      return localizePath(href, options?.locale ?? current);
    };
    return {
      ...router,
      push: (href: string, options?: NavigateOptions) => router.push(target(href, options), { scroll: options?.scroll }),
      replace: (href: string, options?: NavigateOptions) =>
        router.replace(target(href, options), { scroll: options?.scroll }),
      prefetch: (href: string) => router.prefetch(localizePath(href, current)),
    };
  }, [router, current]);
}

