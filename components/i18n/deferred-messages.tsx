import type { ReactNode } from 'react';
import { getLocale, getMessages, getTimeZone } from 'next-intl/server';
import { DeferredMessagesProvider } from '@/lib/i18n/shell';
import type { Locale } from '@/lib/i18n/locales';
import { pickMessages } from '@/lib/i18n/pick-messages';

// A module of its own, apart from <ClientMessages>: the bundler gives a layout every client
// component its modules import, so importing next-intl's client provider here would put it back
// into every page of the layout (measured: +3 kB on `/`).

type Messages = Record<string, unknown>;

/**
 * Sets the given namespaces aside for the layout's islands that load after the page, without
 * next-intl's client provider in the page's first load (issue 10): each such island renders an
 * <IntlIsland> (components/i18n/intl-island.tsx) in its own chunk. What the layout's islands
 * show at once takes its strings from the shell (lib/i18n/shell-texts.ts) instead; the check in
 * scripts/client-messages-lib.ts refuses an island under it that reads messages at once.
 */
export async function DeferredMessages({
  namespaces,
  children,
}: {
  namespaces: readonly string[];
  children: ReactNode;
}) {
  const [messages, locale, timeZone] = await Promise.all([getMessages(), getLocale(), getTimeZone()]);
  const value = {
    locale: locale as Locale,
    timeZone,
    messages: pickMessages(messages as Messages, namespaces),
  };
  return <DeferredMessagesProvider value={value}>{children}</DeferredMessagesProvider>;
}
