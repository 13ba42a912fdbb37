import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { QueryIsland } from '@/components/session/query-island';
import { getPageContext } from '@/lib/server/page-context';
import { withoutProfile } from '@/lib/server/matching/page-data';
import { swipeDeck } from '@/lib/server/matching/swipe';
import { queryKeys } from '@/lib/api-client/keys';
import { SWIPE_LIKES_PER_DAY } from '@/lib/utils/constants';
import { MemberPrompt } from '@/components/discovery/member-prompt';
import { SwipeGame } from '@/components/discovery/swipe-game';
import { NoProfileNotice } from '@/components/discovery/no-profile-notice';
import { ClientMessages } from '@/components/i18n/client-messages';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('swipe');
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /swipe-game (spec §2): members swipe through suggested profiles, 4 likes per day. */
export default async function SwipeGamePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [{ site, session }, t] = await Promise.all([getPageContext(), getTranslations('swipe')]);
  const deck = session ? await withoutProfile(swipeDeck(site, session.user)) : null;
  const queryClient = new QueryClient();
  if (deck) queryClient.setQueryData(queryKeys.swipe, deck);

  return (
    <div className="container py-4">
      <h1 className="h3 text-center mb-1">{t('title')}</h1>
      <p className="text-center text-body-secondary mb-4">{t('intro', { limit: SWIPE_LIKES_PER_DAY })}</p>
      {!session ? (
        <MemberPrompt
          title={t('visitorTitle')}
          text={t('visitorText')}
          loginLabel={t('login')}
          signupLabel={t('signup')}
        />
      ) : deck ? (
        <QueryIsland state={dehydrate(queryClient)}>
          <ClientMessages namespaces={['errors', 'icebreaker', 'liveCam', 'matchModal', 'members', 'swipe']}>
            <SwipeGame />
          </ClientMessages>
        </QueryIsland>
      ) : (
        <NoProfileNotice text={t('noProfile')} linkLabel={t('noProfileLink')} />
      )}
    </div>
  );
}
