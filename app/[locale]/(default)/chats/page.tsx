import type { Metadata } from 'next';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { QueryIsland } from '@/components/session/query-island';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPageContext } from '@/lib/server/page-context';
import { listChats } from '@/lib/server/chat/service';
import { redirect } from '@/lib/i18n/navigation';
import { queryKeys } from '@/lib/api-client/keys';
import { ChatList } from '@/components/chat/chat-list';
import { MinimumCostLine } from '@/components/chat/minimum-cost-line';
import { ChatsLive } from '@/components/chat-live/chats-live';
import { ClientMessages } from '@/components/i18n/client-messages';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('chats');
  return { title: t('title'), robots: { index: false } };
}

/** /chats: the member's conversations, prefetched on the server and polled on the client. */
export default async function ChatsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { site, session } = await getPageContext();
  if (!session) return redirect({ href: '/login', locale });
  const t = await getTranslations('chats');
  const qc = new QueryClient();
  qc.setQueryData(queryKeys.chats, (await listChats(site, session.user)).chats);
  return (
    <div className="container py-4" style={{ maxWidth: 720 }}>
      <h1 className="h3 mb-1">{t('title')}</h1>
      <ClientMessages namespaces={['chat', 'chats', 'gifts']}>
        <MinimumCostLine />
        <QueryIsland state={dehydrate(qc)}>
          <div className="border rounded">
            <ChatList />
          </div>
          <ChatsLive />
        </QueryIsland>
      </ClientMessages>
    </div>
  );
}
