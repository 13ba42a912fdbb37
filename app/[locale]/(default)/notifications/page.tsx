import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { QueryIsland } from '@/components/session/query-island';
import { getPageContext } from '@/lib/server/page-context';
import { notificationsState } from '@/lib/server/notifications/service';
import { queryKeys } from '@/lib/api-client/keys';
import { redirect } from '@/lib/i18n/navigation';
import { DisabledReasons } from '@/components/notifications/disabled-reasons';
import { NotificationSettingsForm } from '@/components/notifications/notification-settings-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PushSwitch } from '@/components/push/push-switch';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('notifications');
  return { title: t('title'), robots: { index: false } };
}

/** Notification settings (spec §2 /notifications): e-mail notices and why they may be off. */
export default async function NotificationsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { session } = await getPageContext();
  if (!session) return redirect({ href: '/login', locale });
  const t = await getTranslations('notifications');
  const state = notificationsState(session.user);
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.notifications, state);
  return (
    <div className="container py-4" style={{ maxWidth: 720 }}>
      <h1 className="h3 mb-2">{t('title')}</h1>
      <p className="text-body-secondary">{t('intro', { email: state.email })}</p>
      <QueryIsland state={dehydrate(queryClient)}>
        <ClientMessages namespaces={['errors', 'notifications', 'pushSwitch']}>
          <PushSwitch />
          <DisabledReasons />
          <NotificationSettingsForm />
        </ClientMessages>
      </QueryIsland>
    </div>
  );
}
