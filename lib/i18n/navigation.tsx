// Locale-aware navigation for routing.ts's `localePrefix: 'as-needed'` (English unprefixed, every
// other locale under /xx). next-intl's createNavigation does the same with about 4 kB gzip of
// client code on every page (issue 10); this is the part the app uses: Link, usePathname,
// useRouter (with `{ locale }` to switch language), redirect. Works in server and client
// components.

import { redirect as nextRedirect } from 'next/navigation';
import { localizePath } from './localize-path';

// Link and the hooks live in client modules: Next refuses next/navigation's hooks in a module
// that server components import, and Link reads the locale from the page shell's context.
export { Link } from './link';
export { usePathname, useRouter } from './navigation-hooks';
export { hrefToPath, localizePath, type Href } from './localize-path';

/** Server: redirect to a path of the app in the given locale. */
export function redirect({ href, locale }: { href: string; locale: string }): never {
  return nextRedirect(localizePath(href, locale));
}
