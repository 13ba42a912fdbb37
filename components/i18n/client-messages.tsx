import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { DeferredMessagesProvider } from '@/lib/i18n/shell';

export { pickMessages };

type Messages = Record<string, unknown>;

/**
 * Wraps a client island in a provider holding only the namespaces it uses, so the RSC payload
 * carries those strings instead of the whole locale (ARCHITECTURE.md, "Speed is part of the
 * shape"). Server component: list every namespace the island's client components read with
 * useTranslations, including those of the components they render.
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly string[];
  children: ReactNode;
}) {
  const messages = (await getMessages()) as Messages;
  // Inside, an IntlIsland keeps this provider instead of the layout's set-aside messages.
  return (
    <NextIntlClientProvider messages={pickMessages(messages, namespaces)}>
      <DeferredMessagesProvider value={null}>{children}</DeferredMessagesProvider>
    </NextIntlClientProvider>
  );
}
