// Locale-aware links, paths and router (lib/i18n/navigation.tsx): English unprefixed, every other
// locale under /xx (routing.ts, localePrefix 'as-needed').
import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hrefToPath, Link, localizePath, usePathname, useRouter } from '@/lib/i18n/navigation';
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

  it('writes an object href as one path, leaving out empty query values', () => {
    expect(hrefToPath({ pathname: '/complaints', query: { profile: 4 } })).toBe('/complaints?profile=4');
    expect(
      hrefToPath({ pathname: '/admin/audit', query: { a: 'x y', b: undefined, c: ['1', '2'] }, hash: 'top' }),
    ).toBe('/admin/audit?a=x+y&c=1&c=2#top');
    expect(localizePath(hrefToPath({ pathname: '/complaints', query: { profile: 4 } }), 'nl')).toBe(
      '/nl/complaints?profile=4',
    );
  });
});

/**
 * Clicks and tells whether the browser would follow the link itself (the Link did not prevent
 * it); the click is then stopped at the document, as jsdom cannot load another page.
 */
function browserFollows(link: HTMLElement, init?: MouseEventInit): boolean {
  let follows = false;
  const settle = (e: Event) => {
    follows = !e.defaultPrevented;
    e.preventDefault();
  };
  document.addEventListener('click', settle);
  fireEvent.click(link, init);
  document.removeEventListener('click', settle);
  return follows;
}

describe('Link', () => {
  beforeEach(() => Object.values(nav.router).forEach((fn) => fn.mockReset()));

  it("links in the page's locale, or the one given", () => {
    render(
      <>
        <Link href="/likes">Likes</Link>
        <Link href="/likes" locale="en">
          English
        </Link>
        <Link href={{ pathname: '/complaints', query: { profile: 7 } }}>Report</Link>
      </>,
      { wrapper: inLocale('sv') },
    );
    expect(screen.getByRole('link', { name: 'Likes' })).toHaveAttribute('href', '/sv/likes');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/likes');
    expect(screen.getByRole('link', { name: 'Report' })).toHaveAttribute('href', '/sv/complaints?profile=7');
  });

  it('navigates with the app router on a plain click, replacing the entry when asked', () => {
    const onClick = vi.fn();
    render(
      <>
        <Link href="/chats" onClick={onClick}>
          Chats
        </Link>
        <Link href="/settings" replace scroll={false}>
          Settings
        </Link>
      </>,
      { wrapper: inLocale('de') },
    );
    expect(browserFollows(screen.getByRole('link', { name: 'Chats' }))).toBe(false);
    expect(onClick).toHaveBeenCalledOnce();
    expect(nav.router.push).toHaveBeenCalledWith('/de/chats', { scroll: undefined });
    fireEvent.click(screen.getByRole('link', { name: 'Settings' }));
    expect(nav.router.replace).toHaveBeenCalledWith('/de/settings', { scroll: false });
  });

  it('leaves new tabs, downloads, other targets, other sites and handled clicks to the browser', () => {
    render(
      <>
        <Link href="/likes">Likes</Link>
        <Link href="/likes" target="_blank">
          New tab
        </Link>
        <Link href="/api/export" download>
          Download
        </Link>
        <Link href="https://example.com/">Elsewhere</Link>
        <Link href="/chats" onClick={(e) => e.preventDefault()}>
          Handled
        </Link>
      </>,
      { wrapper: inLocale('en') },
    );
    const likes = screen.getByRole('link', { name: 'Likes' });
    expect(browserFollows(likes, { ctrlKey: true })).toBe(true);
    expect(browserFollows(likes, { metaKey: true })).toBe(true);
    expect(browserFollows(likes, { shiftKey: true })).toBe(true);
    expect(browserFollows(likes, { button: 1 })).toBe(true);
    for (const name of ['New tab', 'Download', 'Elsewhere'])
      expect(browserFollows(screen.getByRole('link', { name }))).toBe(true);
    browserFollows(screen.getByRole('link', { name: 'Handled' }));
    expect(nav.router.push).not.toHaveBeenCalled();
  });

  it('prefetches when the pointer or focus comes to the link, unless told not to', () => {
    render(
      <>
        <Link href="/members">Members</Link>
        <Link href="/likes" prefetch={false}>
          Likes
        </Link>
        <Link href="https://example.com/">Elsewhere</Link>
      </>,
      { wrapper: inLocale('fi') },
    );
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Members' }));
    fireEvent.focus(screen.getByRole('link', { name: 'Members' }));
    expect(nav.router.prefetch).toHaveBeenCalledWith('/fi/members');
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Likes' }));
    fireEvent.touchStart(screen.getByRole('link', { name: 'Likes' }));
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(nav.router.prefetch.mock.calls.every(([url]) => url === '/fi/members')).toBe(true);
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
