// Locale-aware links, paths and router (lib/i18n/navigation.tsx): English unprefixed, every other
// locale under /xx (routing.ts, localePrefix 'as-needed').
import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Link, localizeHref, localizePath, usePathname, useRouter } from '@/lib/i18n/navigation';
import { LOCALE_COOKIE, type Locale } from '@/lib/i18n/locales';
import { ShellProvider } from '@/lib/i18n/shell';
import { testShellTexts } from '@/tests/setup/render';

const nav = vi.hoisted(() => ({
  pathname: '/',
  router: {
    push: vi.fn(),
    replace: vi.fn(),
    prefetch: vi.fn(),
    back: vi.fn(),
    forward: vi.fn(),
    refresh: vi.fn(),
  },
}));
vi.mock('next/navigation', () => ({
  usePathname: () => nav.pathname,
  useRouter: () => nav.router,
  redirect: vi.fn(),
}));

/** The page shell's locale, as the root layout provides it (lib/i18n/shell.tsx). */
function inLocale(locale: Locale) {
  return function InLocale({ children }: { children: ReactNode }) {
    return (
      <ShellProvider locale={locale} texts={testShellTexts()}>
        {children}
      </ShellProvider>
    );
  };
}

describe('localizePath', () => {
  it('leaves English paths as they are and prefixes the others', () => {
    expect(localizePath('/members', 'en')).toBe('/members');
    expect(localizePath('/members?x=1#top', 'de')).toBe('/de/members?x=1#top');
    expect(localizePath('/', 'de')).toBe('/de');
    expect(localizePath('/?lb=1', 'fr')).toBe('/fr?lb=1');
  });

  it('never touches external, protocol-relative or relative links, or an unknown locale', () => {
    expect(localizePath('https://example.com/x', 'de')).toBe('https://example.com/x');
    expect(localizePath('//cdn.example.com/x', 'de')).toBe('//cdn.example.com/x');
    expect(localizePath('mailto:a@b.c', 'de')).toBe('mailto:a@b.c');
    expect(localizePath('#main', 'de')).toBe('#main');
    expect(localizePath('/members', 'xx')).toBe('/members');
  });

  it('localizes the pathname of an object href and keeps its query', () => {
    expect(localizeHref({ pathname: '/complaints', query: { profile: 4 } }, 'nl')).toEqual({
      pathname: '/nl/complaints',
      query: { profile: 4 },
    });
  });
});

describe('Link', () => {
  it("links in the page's locale, or the one given", () => {
    render(
      <>
        <Link href="/likes">Likes</Link>
        <Link href="/likes" locale="en">
          English
        </Link>
      </>,
      { wrapper: inLocale('sv') },
    );
    expect(screen.getByRole('link', { name: 'Likes' })).toHaveAttribute('href', '/sv/likes');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/likes');
  });
});

describe('usePathname and useRouter', () => {
  beforeEach(() => {
    Object.values(nav.router).forEach((fn) => fn.mockReset());
    document.cookie = `${LOCALE_COOKIE}=; max-age=0; path=/`;
  });

  it('reports the path without its locale prefix', () => {
    nav.pathname = '/de/members/12';
    expect(renderHook(() => usePathname(), { wrapper: inLocale('de') }).result.current).toBe('/members/12');
    nav.pathname = '/members';
    expect(renderHook(() => usePathname(), { wrapper: inLocale('en') }).result.current).toBe('/members');
  });

  it('navigates in the current locale and keeps one router object across renders', () => {
    const { result, rerender } = renderHook(() => useRouter(), { wrapper: inLocale('pl') });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    result.current.push('/chats/3', { scroll: false });
    expect(nav.router.push).toHaveBeenCalledWith('/pl/chats/3', { scroll: false });
  });

  it('switches language: writes the locale cookie, then goes to the path in that locale', () => {
    const { result } = renderHook(() => useRouter(), { wrapper: inLocale('de') });
    result.current.replace('/settings?tab=1', { locale: 'en' });
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=en`);
    expect(nav.router.replace).toHaveBeenCalledWith('/settings?tab=1', { scroll: undefined });
  });
});
