import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPageContext } from '@/lib/server/page-context';
import { LoginForm } from '@/components/accounts/login-form';
import { loginTexts } from '@/components/accounts/login-texts';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const [{ settings }, t] = await Promise.all([getPageContext(), getTranslations('metadata')]);
  return { title: t('loginTitle', { site: settings.name }), robots: { index: false } };
}

export default async function LoginPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations();
  return (
    <div className="container py-5" style={{ maxWidth: 480 }}>
      <h1 className="h3 mb-2">{t('login.title')}</h1>
      <p className="text-body-secondary">{t('login.intro')}</p>
      {/* Its strings come translated: the form loads no translation runtime (issue 10). */}
      <LoginForm texts={loginTexts(t)} />
    </div>
  );
}
