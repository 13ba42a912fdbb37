import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { redirect } from '@/lib/i18n/navigation';
import { getPageContext } from '@/lib/server/page-context';
import { LazySignupFlow } from '@/components/signup/lazy-signup-flow';
import { SignupShell } from '@/components/signup/signup-shell';
import { SignupPreview } from '@/components/signup/signup-preview';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const [{ settings }, t] = await Promise.all([getPageContext(), getTranslations('signup.page')]);
  return { title: t('metaTitle', { site: settings.name }) };
}

/** /signup: the signup form on a page (empty layout); members go home. */
export default async function SignupRoute({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [{ settings, user }, t] = await Promise.all([getPageContext(), getTranslations('signup.page')]);
  if (user) return redirect({ href: '/', locale });
  return (
    <SignupShell site={settings.name} title={t('title', { site: settings.name })} intro={t('intro')}>
      {/* Loads after the page, its messages set aside by the layout (lazy-signup-flow.tsx). */}
      <LazySignupFlow pageTarget={null} placeholder={<SignupPreview settings={settings} />} />
    </SignupShell>
  );
}
