import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { OfflineRetry } from '@/components/push/offline-retry';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('offline');
  return { title: t('title'), robots: { index: false } };
}

/**
 * /offline: what the service worker shows when a page cannot load (no network). Fetched and kept
 * by the worker per locale (lib/worker/offline.ts), so it must not depend on a session.
 */
export default async function OfflinePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('offline');
  return (
    <main id="main" className="container py-5 text-center" style={{ maxWidth: 560 }}>
      <Icon name="wifi-off" className="text-primary mb-3" size={48} aria-hidden="true" />
      <h1 className="h3">{t('title')}</h1>
      <p className="text-body-secondary">{t('text')}</p>
      <OfflineRetry label={t('retry')} />
    </main>
  );
}
