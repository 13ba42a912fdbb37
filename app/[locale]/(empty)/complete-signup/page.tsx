import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { redirect } from '@/lib/i18n/navigation';
import { getPageContext } from '@/lib/server/page-context';
import { CompleteSignupFlow } from '@/components/signup/complete-signup-flow';
import { SignupShell } from '@/components/signup/signup-shell';
import { ClientMessages } from '@/components/i18n/client-messages';
import { QueryIsland } from '@/components/session/query-island';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ step?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const [{ settings }, t] = await Promise.all([getPageContext(), getTranslations('signup.complete')]);
  return { title: t('metaTitle', { site: settings.name }), robots: { index: false } };
}

/** /complete-signup: the steps after the account exists (members only). */
export default async function CompleteSignupRoute({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [{ settings, user }, { step }, t] = await Promise.all([
    getPageContext(),
    searchParams,
    getTranslations('signup.complete'),
  ]);
  if (!user) return redirect({ href: '/signup', locale });
  return (
    <SignupShell
      site={settings.name}
      title={t('title', { name: user.profile?.name ?? '' })}
      intro={t('intro')}
    >
      <ClientMessages
        namespaces={[
          'errors',
          'interests',
          'location',
          'profileAttributes',
          'signup.about',
          'signup.actions',
          'signup.confirm',
          'signup.personal',
          'signup.photo',
          'signup.push',
          'signup.steps',
          'signupMatches',
        ]}
      >
        <QueryIsland>
          <CompleteSignupFlow initialStep={step} />
        </QueryIsland>
      </ClientMessages>
    </SignupShell>
  );
}
