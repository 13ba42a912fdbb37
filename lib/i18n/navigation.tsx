// Locale-aware navigation for routing.ts's `localePrefix: 'as-needed'` (English unprefixed, every
// other locale under /xx). next-intl's createNavigation does the same with about 4 kB gzip of
// client code on every page (issue 10); this is the part the app uses: Link, usePathname,
// useRouter (with `{ locale }` to switch language), redirect. Works in server and client
// components (next-intl's useLocale reads the request's locale on the server).

import type { ComponentProps } from 'react';
import NextLink from 'next/link';
import { redirect as nextRedirect } from 'next/navigation';
import { useLocale } from 'next-intl';
import type { Locale } from './locales';
import { localizeHref, localizePath } from './localize-path';

// The hooks live in a client module: Next refuses next/navigation's hooks in a module that
// server components import.
export { usePathname, useRouter } from './navigation-hooks';
export { localizeHref, localizePath } from './localize-path';

type LinkProps = ComponentProps<typeof NextLink> & { locale?: Locale };

/** next/link with the href in the current (or given) locale. */
export function Link({ href, locale, ...props }: LinkProps) {
  const current = useLocale();
  return <NextLink {...props} href={localizeHref(href, locale ?? current)} />;
}

/** Server: redirect to a path of the app in the given locale. */
export function redirect({ href, locale }: { href: string; locale: string }): never {
  return nextRedirect(localizePath(href, locale));
}
