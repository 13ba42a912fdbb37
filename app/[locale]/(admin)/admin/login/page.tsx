import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { currentStaff } from '@/lib/server/admin/page';
import { ClientMessages } from '@/components/i18n/client-messages';
import { AdminLoginForm } from '@/components/admin/login-form';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.login');
  return { title: t('title') };
}

export default async function AdminLoginPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  if (await currentStaff()) redirect(locale === 'en' ? '/admin' : `/${locale}/admin`);
  const t = await getTranslations('admin.login');
  return (
    <div className="mx-auto" style={{ maxWidth: 420 }}>
      <h1 className="h3 mb-2">{t('title')}</h1>
      <p className="text-body-secondary">{t('intro')}</p>
      <ClientMessages namespaces={['admin.login', 'admin.errors']}>
        <AdminLoginForm />
      </ClientMessages>
    </div>
  );
}
