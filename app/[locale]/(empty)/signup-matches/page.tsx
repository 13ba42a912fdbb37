import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { QueryIsland } from '@/components/session/query-island';
import { getPageContext } from '@/lib/server/page-context';
import { withoutProfile } from '@/lib/server/matching/page-data';
import { suggestions } from '@/lib/server/matching/service';
import { signupMatchesQueryOptions } from '@/lib/api-client/suggestions';
import { Link, redirect } from '@/lib/i18n/navigation';
import { SignupMatches } from '@/components/discovery/signup-matches';
import { NoProfileNotice } from '@/components/discovery/no-profile-notice';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Icon } from '@/components/ui/icon';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const [{ settings }, t] = await Promise.all([getPageContext(), getTranslations('signupMatches')]);
  return { title: t('metaTitle', { site: settings.name }), robots: { index: false } };
}

/**
 * /signup-matches (spec §2 "matches shown during signup"): the top suggestions of the match
 * finder for a new member, reached from the last signup step (docs/decisions.md). Empty layout,
 * like the other signup pages; visitors go to /signup.
 */
export default async function SignupMatchesPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [{ site, settings, session, user }, t] = await Promise.all([
    getPageContext(),
    getTranslations('signupMatches'),
  ]);
  if (!session) return redirect({ href: '/signup', locale });

  const list = await withoutProfile(suggestions(site, session.user, 'signup'));
  const queryClient = new QueryClient();
  if (list) queryClient.setQueryData(signupMatchesQueryOptions.queryKey, list);

  return (
    <div className="container py-4 py-md-5" style={{ maxWidth: 1100 }}>
      <Link href="/" className="d-inline-block mb-4 text-decoration-none fw-bold fs-4">
        <Icon name="heart-fill" className="me-2" aria-hidden="true" />
        {settings.name}
      </Link>
      <h1 className="h3 mb-2">{t('title', { name: user?.profile?.name ?? '' })}</h1>
      <p className="text-body-secondary mb-4">{t('intro')}</p>
      {!list ? (
        <NoProfileNotice text={t('noProfile')} linkLabel={t('noProfileLink')} />
      ) : (
        <QueryIsland state={dehydrate(queryClient)}>
          <ClientMessages
            namespaces={['errors', 'icebreaker', 'matchFinder', 'matchModal', 'members', 'signupMatches']}
          >
            <SignupMatches />
          </ClientMessages>
        </QueryIsland>
      )}
    </div>
  );
}
