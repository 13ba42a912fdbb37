// Test doubles for `next/navigation` and `@/lib/i18n/navigation` (our locale-aware Link and hooks),
// which need the App Router and do not work in jsdom.
//
// Opt in from a test file (vi.mock is hoisted above the imports, so the factory imports this
// module lazily; the test file and the mocks then share one instance of it):
//
//   vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
//   vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock());
//
// Then steer and observe navigation through `navigation` (below): `setPathname('/members/12')`
// before rendering, and `navigation.router.push` etc. are vi.fn spies. `renderWithProviders`
// calls `resetNavigation()` for you (pathname '/', empty search params, fresh spies).
import { createElement, forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { vi, type Mock } from 'vitest';
import { stripLocale } from '@/lib/utils/route-name';

function makeRouter() {
  return {
    push: vi.fn(),
    replace: vi.fn(),
    back: vi.fn(),
    forward: vi.fn(),
    refresh: vi.fn(),
    prefetch: vi.fn(),
  };
}

type NavigationState = {
  /** The full browser pathname, locale prefix included (what next/navigation reports). */
  pathname: string;
  searchParams: URLSearchParams;
  params: Record<string, string | string[]>;
  /** Spies behind next/navigation's useRouter(). */
  router: ReturnType<typeof makeRouter>;
  /** Spies behind next-intl's useRouter() from '@/lib/i18n/navigation'. */
  intlRouter: ReturnType<typeof makeRouter>;
  redirect: Mock<(...args: unknown[]) => void>;
};

export const navigation: NavigationState = {
  pathname: '/',
  searchParams: new URLSearchParams(),
  params: {},
  router: makeRouter(),
  intlRouter: makeRouter(),
  redirect: vi.fn<(...args: unknown[]) => void>(),
};

export function setPathname(pathname: string, search = ''): void {
  navigation.pathname = pathname;
  navigation.searchParams = new URLSearchParams(search);
}

export function resetNavigation(): void {
  navigation.pathname = '/';
  navigation.searchParams = new URLSearchParams();
  navigation.params = {};
  navigation.router = makeRouter();
  navigation.intlRouter = makeRouter();
  navigation.redirect = vi.fn<(...args: unknown[]) => void>();
}

/** Module body for `vi.mock('next/navigation', …)`. */
export function nextNavigationMock() {
  return {
    usePathname: () => navigation.pathname,
    useRouter: () => navigation.router,
    useSearchParams: () => navigation.searchParams,
    useParams: () => navigation.params,
    useSelectedLayoutSegment: () => null,
    useSelectedLayoutSegments: () => [],
    redirect: (...args: unknown[]) => navigation.redirect(...args),
    permanentRedirect: (...args: unknown[]) => navigation.redirect(...args),
    notFound: () => {
      throw new Error('NEXT_NOT_FOUND');
    },
  };
}

type Href = string | { pathname: string; query?: Record<string, string> };

function hrefToString(href: Href): string {
  if (typeof href === 'string') return href;
  const query = href.query ? `?${new URLSearchParams(href.query).toString()}` : '';
  return `${href.pathname}${query}`;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: Href;
  locale?: string;
  prefetch?: boolean;
  replace?: boolean;
  scroll?: boolean;
  children?: ReactNode;
};

/** A plain <a>: enough for role queries and href assertions. */
export const MockLink = forwardRef<HTMLAnchorElement, LinkProps>(function MockLink(
  { href, locale, prefetch, replace, scroll, children, ...rest },
  ref,
) {
  void [prefetch, replace, scroll]; // next/link props that a plain <a> must not receive
  const path = hrefToString(href);
  const prefixed = locale && locale !== 'en' ? `/${locale}${path === '/' ? '' : path}` : path;
  return createElement('a', { ...rest, ref, href: prefixed }, children);
});

/** Module body for `vi.mock('@/lib/i18n/navigation', …)`. */
export function i18nNavigationMock() {
  return {
    Link: MockLink,
    // next-intl's usePathname reports the path without the locale prefix.
    usePathname: () => stripLocale(navigation.pathname),
    useRouter: () => navigation.intlRouter,
    redirect: (...args: unknown[]) => navigation.redirect(...args),
    permanentRedirect: (...args: unknown[]) => navigation.redirect(...args),
    getPathname: ({ href }: { href: Href; locale?: string }) => hrefToString(href),
  };
}
