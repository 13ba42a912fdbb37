'use client';

import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useRouter } from 'next/navigation';
import { useCurrentLocale } from './shell';
import type { Locale } from './locales';
import { hrefToPath, localizePath, type Href } from './localize-path';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: Href;
  /** The link's language (default: the page's). */
  locale?: Locale;
  /** false: no prefetch when the pointer or focus comes to the link. */
  prefetch?: boolean;
  /** Replace the history entry instead of adding one. */
  replace?: boolean;
  /** false: keep the scroll position (the router's default scrolls the new page into view). */
  scroll?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** A click the browser should handle itself: a new tab or window, a download, another target. */
function browserHandles(event: MouseEvent<HTMLAnchorElement>): boolean {
  const a = event.currentTarget;
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    a.hasAttribute('download') ||
    (a.target !== '' && a.target !== '_self')
  );
}

/**
 * A link in the current (or given) locale that navigates with the app router, as next/link does,
 * without its 2.8 kB gzip of client code in every page's first load (issue 10). The page's route
 * is prefetched when the pointer or keyboard focus comes to the link (an intent), not as soon as
 * it scrolls into view: on a phone, a page's dozen links do not compete with what it loads first
 * (docs/decisions.md, "Page weight, eighth step"). Paths outside the app (another origin) and
 * clicks meant for a new tab or a download are left to the browser.
 */
export function Link({
  href,
  locale,
  prefetch,
  replace,
  scroll,
  onClick,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...props
}: LinkProps) {
  const current = useCurrentLocale();
  const router = useRouter();
  const url = localizePath(hrefToPath(href), locale ?? current);
  const inApp = url.startsWith('/') && !url.startsWith('//');
  const warm = () => {
    if (inApp && prefetch !== false) router.prefetch(url);
  };
  return (
    <a
      {...props}
      href={url}
      onClick={(event) => {
        onClick?.(event);
        if (!inApp || browserHandles(event)) return;
        event.preventDefault();
        if (replace) router.replace(url, { scroll });
        else router.push(url, { scroll });
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        warm();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        warm();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        warm();
      }}
    />
  );
}
