import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';

type Messages = Record<string, unknown>;

/** The messages of the given namespaces only ('chat', or a nested 'errors.credits'). */
export function pickMessages(messages: Messages, namespaces: readonly string[]): Messages {
  const picked: Messages = {};
  for (const namespace of namespaces) {
    const path = namespace.split('.');
    let source: unknown = messages;
    for (const key of path) source = (source as Messages | undefined)?.[key];
    if (source === undefined) continue;
    let target = picked;
    for (const key of path.slice(0, -1)) target = (target[key] ??= {}) as Messages;
    target[path[path.length - 1]] = source;
  }
  return picked;
}

/**
 * Wraps a client island in a provider holding only the namespaces it uses, so the RSC payload
 * carries those strings instead of the whole locale (ARCHITECTURE.md, "Speed is part of the
 * shape"). Server component: list every namespace the island's client components read with
 * useTranslations, including those of the components they render.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const messages = (await getMessages()) as Messages;
  return <NextIntlClientProvider messages={pickMessages(messages, namespaces)}>{children}</NextIntlClientProvider>;
}
