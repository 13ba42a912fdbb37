import { getTranslations } from 'next-intl/server';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { QueryIsland } from '@/components/session/query-island';
import { getPageContext } from '@/lib/server/page-context';
import { likesFor } from '@/lib/server/likes/lists';
import { redirect } from '@/lib/i18n/navigation';
import { queryKeys } from '@/lib/api-client/keys';
import type { LikeTab } from '@/lib/schemas/likes';
import { LikesTabs } from '@/components/likes/likes-tabs';
import { ClientMessages } from '@/components/i18n/client-messages';

/** The likes tabs page body shared by /likes and /likes/{type}: the list prefetched on the server. */
export async function LikesView({ tab, locale }: { tab: LikeTab; locale: string }) {
  const { site, session } = await getPageContext();
  if (!session) return redirect({ href: '/login', locale });
  const t = await getTranslations('likes');
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.likes, await likesFor(site, session.user));
  return (
    <div className="container py-4">
      <h1 className="h3 mb-3">{t('title')}</h1>
      <QueryIsland state={dehydrate(queryClient)}>
        <ClientMessages namespaces={['errors', 'likes', 'matchModal', 'members']}>
          <LikesTabs tab={tab} />
        </ClientMessages>
      </QueryIsland>
    </div>
  );
}

export async function likesMetadata(tab: LikeTab) {
  const t = await getTranslations('likes');
  return { title: `${t(`tabs.${tab}`)} · ${t('title')}`, robots: { index: false } };
}
