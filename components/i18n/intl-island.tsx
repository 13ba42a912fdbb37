'use client';

import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { useDeferredMessages } from '@/lib/i18n/shell';

/**
 * next-intl's provider for an island that loads after the page (a member's banners and badges,
 * the signup dialog, the pollers), with the messages its layout set aside (<DeferredMessages>).
 * Import it only from such a lazily loaded module: it brings next-intl's client runtime along,
 * which a visitor's first load does without (issue 10). Outside a layout that set messages aside
 * it renders its children under whatever provider is above (tests, pages with their own).
 */
export function IntlIsland({ children }: { children: ReactNode }) {
  const deferred = useDeferredMessages();
  if (!deferred) return children;
  return (
    <NextIntlClientProvider
      locale={deferred.locale}
      timeZone={deferred.timeZone}
      messages={deferred.messages}
    >
      {children}
    </NextIntlClientProvider>
  );
}
