'use client';

import { createContext, use, type ReactNode } from 'react';
import { defaultLocale, type Locale } from './locales';
import type { ShellTexts } from './shell-texts';

// What the page shell's islands need of the language without next-intl's client runtime (issue
// 10: about 3.5 kB gzip that a visitor's page then does without): the locale, for links and the
// router; the strings the shell shows as the page loads, translated on the server (top bar, a
// member's links, entry warning, error page, progress bar); and, for islands that load later (a
// member's banners and badges, the signup dialog, the pollers and their modals), the messages
// they read, which components/i18n/intl-island.tsx hands to next-intl's provider in their chunk.

type Messages = Record<string, unknown>;
export type DeferredMessages = { locale: Locale; timeZone: string; messages: Messages };

const LocaleContext = createContext<Locale>(defaultLocale);
const ShellTextsContext = createContext<ShellTexts | null>(null);
const DeferredMessagesContext = createContext<DeferredMessages | null>(null);

export function ShellProvider({
  locale,
  texts,
  children,
}: {
  locale: Locale;
  texts: ShellTexts;
  children: ReactNode;
}) {
  return (
    <LocaleContext value={locale}>
      <ShellTextsContext value={texts}>{children}</ShellTextsContext>
    </LocaleContext>
  );
}

/** null inside a page island's own provider (<ClientMessages>): its IntlIslands keep that one. */
export function DeferredMessagesProvider({
  value,
  children,
}: {
  value: DeferredMessages | null;
  children: ReactNode;
}) {
  return <DeferredMessagesContext value={value}>{children}</DeferredMessagesContext>;
}

/** The page's interface locale (the [locale] segment's). */
export function useCurrentLocale(): Locale {
  return use(LocaleContext);
}

/** The shell's strings in the page's language. */
export function useShellTexts(): ShellTexts {
  const texts = use(ShellTextsContext);
  if (!texts) throw new Error('useShellTexts outside the root layout’s ShellProvider');
  return texts;
}

/** The messages the layout set aside for its lazily loaded islands, or null outside such a layout. */
export function useDeferredMessages(): DeferredMessages | null {
  return use(DeferredMessagesContext);
}
