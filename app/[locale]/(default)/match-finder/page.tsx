import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { QueryIsland } from '@/components/session/query-island';
import { getPageContext } from '@/lib/server/page-context';
import { withoutProfile } from '@/lib/server/matching/page-data';
import { suggestions } from '@/lib/server/matching/service';
import { finderQueryOptions } from '@/lib/api-client/suggestions';
import { MatchFinder } from '@/components/discovery/match-finder';
import { MemberPrompt } from '@/components/discovery/member-prompt';
import { NoProfileNotice } from '@/components/discovery/no-profile-notice';
import { ClientMessages } from '@/components/i18n/client-messages';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('matchFinder');
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /match-finder (spec §2): suggestions by preference, age and distance (docs/matching.md). */
export default async function MatchFinderPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [{ site, session }, t] = await Promise.all([getPageContext(), getTranslations('matchFinder')]);
  const first = session ? await withoutProfile(suggestions(site, session.user, 'finder')) : null;
  const queryClient = new QueryClient();
  if (first) queryClient.setQueryData(finderQueryOptions.queryKey, { pages: [first], pageParams: [null] });

  return (
    <div className="container py-4">
      <h1 className="h3 mb-1">{t('title')}</h1>
      <p className="text-body-secondary mb-4">{t('intro')}</p>
      {!session ? (
        <MemberPrompt
          title={t('visitorTitle')}
          text={t('visitorText')}
          loginLabel={t('login')}
          signupLabel={t('signup')}
        />
      ) : first ? (
        <QueryIsland state={dehydrate(queryClient)}>
          <ClientMessages namespaces={['errors', 'icebreaker', 'matchFinder', 'matchModal', 'members']}>
            <MatchFinder />
          </ClientMessages>
        </QueryIsland>
      ) : (
        <NoProfileNotice text={t('noProfile')} linkLabel={t('noProfileLink')} />
      )}
    </div>
  );
}
