import '../styles/globals.scss';
import type { Metadata, Viewport } from 'next';
import { Suspense, type ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { headers } from 'next/headers';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routing } from '@/lib/i18n/routing';
import { getPageContext } from '@/lib/server/page-context';
import { PageSession } from '@/components/session/page-session';
import { LazyTopProgressBar } from '@/components/layout/lazy-top-progress-bar';
import { ChunkReloadGuard } from '@/components/layout/chunk-reload-guard';
import { shellTexts, type Translate } from '@/lib/i18n/shell-texts';
import type { Locale } from '@/lib/i18n/locales';
import { ErrorTextsHolder } from '@/components/i18n/error-texts';
import { LazyPushHost } from '@/components/push/lazy-push-host';
import { EntryWarningGate } from '@/components/layout/entry-warning-gate';
import { PushOfferGate } from '@/components/push/push-offer-gate';
import { env } from '@/lib/env';
import { NONCE_HEADER } from '@/lib/server/http/content-security-policy';
import { jsonLdText, organizationJsonLd, siteMetadata } from '@/lib/server/legal/seo';
import { JsonLd } from '@/components/legal/json-ld';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { site, settings } = await getPageContext();
  return {
    ...siteMetadata(site, settings),
    title: { default: settings.index_title, template: `%s | ${settings.name}` },
    description: settings.description,
    applicationName: settings.name,
    // Installed app (spec §1): icons drawn per site, iOS home-screen mode (app/manifest.ts).
    icons: { icon: '/icons/icon-192.png', apple: '/icons/apple-touch-icon.png' },
    appleWebApp: { capable: true, title: settings.name, statusBarStyle: 'default' },
  };
}

export const viewport: Viewport = { themeColor: '#6f2da8', width: 'device-width', initialScale: 1 };

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [{ site, settings, user }, t, requestHeaders] = await Promise.all([
    getPageContext(),
    getTranslations(),
    headers(),
  ]);
  // The shell's strings, translated here: a visitor's page has no client translation runtime.
  const texts = shellTexts(t as unknown as Translate, settings.name);
  const nonce = requestHeaders.get(NONCE_HEADER) ?? undefined;
  const worker = env().NODE_ENV === 'production';

  // Spec §4 initial load: settings and the member reach the client with the HTML. Without the
  // regions of every country (11 kB raw): only /profile and /members read them, and they
  // prefetch them under queryKeys.regionData (issue 10).
  const clientSettings = { ...settings, region_data: {} };

  return (
    <html lang={locale} dir="ltr">
      <body>
        {/* Before any layout's entry warning: hides its server-rendered dialog once accepted. */}
        <EntryWarningGate nonce={nonce} />
        {/* A member's: shows the push alert's server-rendered copy before the first paint. Only
            where the worker runs: without it the live alert never learns the state to take over. */}
        {user && worker && <PushOfferGate nonce={nonce} />}
        <ErrorTextsHolder texts={{ fatal: t('errorPage.fatal'), home: t('errorPage.home') }} />
        <JsonLd json={jsonLdText(organizationJsonLd(site, settings))} />
        {/* No next-intl provider here: the shell's islands (progress bar, error.tsx) read the
            strings PageSession holds; every other island gets its namespaces from
            <ClientMessages> or its layout's <DeferredMessages> (issue 10). */}
        <PageSession settings={clientSettings} user={user} locale={locale as Locale} texts={texts}>
          <Suspense>
            <LazyTopProgressBar />
          </Suspense>
          <ChunkReloadGuard />
          {/* Service worker, push state, page-hidden beacon (no worker in `next dev`). */}
          <LazyPushHost worker={worker} />
          {children}
        </PageSession>
      </body>
    </html>
  );
}
