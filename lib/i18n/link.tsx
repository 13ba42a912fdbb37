'use client';

import type { ComponentProps } from 'react';
import NextLink from 'next/link';
import { useCurrentLocale } from './shell';
import type { Locale } from './locales';
import { localizeHref } from './localize-path';

type LinkProps = ComponentProps<typeof NextLink> & { locale?: Locale };

/**
 * next/link with the href in the current (or given) locale. A client component (next/link is one
 * too): server components render it as such, and the locale comes from the page shell, not from
 * next-intl's client runtime (issue 10).
 */
export function Link({ href, locale, ...props }: LinkProps) {
  const current = useCurrentLocale();
  return <NextLink {...props} href={localizeHref(href, locale ?? current)} />;
}
