import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPageContext } from '@/lib/server/page-context';
import { EMAIL_CHANGE_TTL_HOURS } from '@/lib/server/recovery/email-change';
import { Link, redirect } from '@/lib/i18n/navigation';
import { localeNames, type Locale } from '@/lib/i18n/locales';
import { ACCOUNT_RESTORE_DAYS } from '@/lib/utils/constants';
import { ChangePasswordForm } from '@/components/settings/change-password-form';
import { ChangeEmailForm } from '@/components/settings/change-email-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { QueryIsland } from '@/components/session/query-island';
import { Icon } from '@/components/ui/icon';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('settings');
  return { title: t('title'), robots: { index: false } };
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="card mb-4" aria-labelledby={id}>
      <div className="card-body">
        <h2 id={id} className="h5 card-title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** The settings screen (spec §2 names it without a route; ours is /settings). */
export default async function SettingsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { user } = await getPageContext();
  if (!user) return redirect({ href: '/login', locale });
  const t = await getTranslations('settings');
  return (
    <div className="container py-4" style={{ maxWidth: 720 }}>
      <h1 className="h3 mb-4">{t('title')}</h1>
      <Section id="settings-account-title" title={t('accountTitle')}>
        <p className="mb-0">{t('currentEmail', { email: user.email })}</p>
      </Section>
      <ClientMessages namespaces={['credentials.errors', 'errors', 'settings']}>
        <QueryIsland>
          <Section id="settings-password-title" title={t('passwordTitle')}>
            <ChangePasswordForm />
          </Section>
          <Section id="settings-email-title" title={t('emailTitle')}>
            <ChangeEmailForm hours={EMAIL_CHANGE_TTL_HOURS} />
          </Section>
        </QueryIsland>
      </ClientMessages>
      <Section id="settings-language-title" title={t('languageTitle')}>
        <p>{t('languageBody', { language: localeNames[locale as Locale] ?? locale })}</p>
        <Link href="/lang-config" className="btn btn-outline-primary">
          {t('languageLink')}
        </Link>
      </Section>
      <Section id="settings-notifications-title" title={t('notificationsTitle')}>
        <p>{t('notificationsBody')}</p>
        <Link href="/notifications" className="btn btn-outline-primary">
          {t('notificationsLink')}
        </Link>
      </Section>
      <Section id="settings-data-title" title={t('dataTitle')}>
        <p>{t('dataBody')}</p>
        {/* An API download, outside the locale routes: a plain link. */}
        <a href="/api/export.php" className="btn btn-outline-primary" download>
          <Icon name="download" className="me-2" aria-hidden="true" />
          {t('dataLink')}
        </a>
      </Section>
      <Section id="settings-delete-title" title={t('deleteTitle')}>
        <p>{t('deleteBody', { days: ACCOUNT_RESTORE_DAYS })}</p>
        <Link href="/settings/delete-account" className="btn btn-outline-danger">
          {t('deleteLink')}
        </Link>
      </Section>
    </div>
  );
}
