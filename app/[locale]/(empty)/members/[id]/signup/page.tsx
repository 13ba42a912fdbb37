import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { redirect } from '@/lib/i18n/navigation';
import { getPageContext } from '@/lib/server/page-context';
import { signupTarget } from '@/lib/server/signup/service';
import { LazySignupFlow } from '@/components/signup/lazy-signup-flow';
import { SignupShell } from '@/components/signup/signup-shell';
import { SignupPreview } from '@/components/signup/signup-preview';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const [{ settings }, t] = await Promise.all([getPageContext(), getTranslations('signup.page')]);
  return { title: t('metaTitle', { site: settings.name }), robots: { index: false } };
}

/**
 * /members/{id}/signup: signup that starts with a message to that member. A profile that cannot
 * receive it (gone, disabled) leaves a plain signup rather than an error for a stale ad link.
 */
export default async function MemberSignupRoute({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const [{ site, settings, user }, t] = await Promise.all([getPageContext(), getTranslations('signup.page')]);
  if (user) return redirect({ href: `/members/${encodeURIComponent(id)}`, locale });
  const target = /^\d{1,9}$/.test(id) ? await signupTarget(site, Number(id)) : null;
  return (
    <SignupShell
      site={settings.name}
      title={target ? t('titleTarget', { name: target.name }) : t('title', { site: settings.name })}
      intro={target ? t('introTarget', { name: target.name }) : t('intro')}
    >
      {/* Loads after the page, its messages set aside by the layout (lazy-signup-flow.tsx). */}
      <LazySignupFlow pageTarget={target} placeholder={<SignupPreview settings={settings} />} />
    </SignupShell>
  );
}
