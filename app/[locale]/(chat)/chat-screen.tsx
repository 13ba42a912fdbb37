import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { QueryIsland } from '@/components/session/query-island';
import { getPageContext } from '@/lib/server/page-context';
import { AppError } from '@/lib/server/http/errors';
import { getMessages, listChats } from '@/lib/server/chat/service';
import { viewProfile } from '@/lib/server/profiles/view';
import { redirect } from '@/lib/i18n/navigation';
import { queryKeys } from '@/lib/api-client/keys';
import { messagesKey } from '@/lib/api-client/chat';
import type { ChatProfile } from '@/lib/schemas/chat';
import { ChatList } from '@/components/chat/chat-list';
import { ChatView } from '@/components/chat/chat-view';
import { ClientMessages } from '@/components/i18n/client-messages';

type Target = { conversationId: number } | { profileId: number };
type Search = { text?: string | string[]; gift?: string | string[] };

/** What Next passes to both chat pages. */
export type ChatPageProps = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Search>;
};

export async function generateChatMetadata(): Promise<Metadata> {
  const t = await getTranslations('chats');
  return { title: t('title'), robots: { index: false } };
}

/**
 * A chat page: `{id}` is a conversation id (/chats/{id}) or a profile id (/members/{id}/chat);
 * anything but a positive number is a 404.
 */
export async function renderChatPage(
  { params, searchParams }: ChatPageProps,
  idIs: 'conversation' | 'profile',
) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  if (!/^\d{1,9}$/.test(id) || Number(id) < 1) notFound();
  const target = idIs === 'conversation' ? { conversationId: Number(id) } : { profileId: Number(id) };
  return <ChatScreen target={target} locale={locale} search={await searchParams} />;
}

const notFoundOn404 = (err: unknown): null => {
  if (err instanceof AppError && (err.status === 404 || err.status === 403)) return null;
  throw err;
};

/**
 * The chat screen body shared by /chats/{id} and /members/{id}/chat: the conversation list
 * beside the conversation on wide screens (≥ lg), the conversation prefetched on the server.
 */
export async function ChatScreen({
  target,
  locale,
  search,
}: {
  target: Target;
  locale: string;
  search: Search;
}) {
  const { site, session, settings } = await getPageContext();
  if (!session) return redirect({ href: '/login', locale });
  const user = session.user;
  const chats = await listChats(site, user);
  let conversationId = 'conversationId' in target ? target.conversationId : null;
  if (conversationId === null && 'profileId' in target) {
    conversationId = chats.chats.find((c) => c.profile.id === target.profileId)?.conversation.id ?? null;
  }
  const page =
    conversationId !== null ? await getMessages(site, user, conversationId).catch(notFoundOn404) : null;
  if (conversationId !== null && !page) notFound();

  let partner: ChatProfile;
  let blockedByMe = false;
  if (page) {
    partner = page.conversation.profile;
  } else {
    const view = await viewProfile(site, user, (target as { profileId: number }).profileId, {
      markSeen: false,
    }).catch(notFoundOn404);
    if (!view || view.own) notFound();
    const p = view.profile;
    const img = p.main_image;
    partner = {
      id: p.id,
      name: p.name,
      main_image: img ? `${settings.cdn_prefix}${img.thumb_filename}` : null,
      premium: false,
      // A new chat with a fictional profile shows its mark from the start (top bar).
      is_fictional: p.is_fictional,
    };
    blockedByMe = view.blocked_by_me;
  }

  const qc = new QueryClient();
  qc.setQueryData(queryKeys.chats, chats.chats);
  if (page && conversationId !== null) {
    qc.setQueryData(messagesKey(conversationId), { pages: [page], pageParams: [undefined] });
  }
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

  return (
    <QueryIsland state={dehydrate(qc)}>
      <ClientMessages namespaces={['blocks', 'chat', 'chatErrors', 'chats', 'errors', 'gifts']}>
        <div className="d-flex flex-grow-1">
          <aside
            className="d-none d-lg-block border-end overflow-auto flex-shrink-0"
            style={{ width: 340, height: '100dvh' }}
          >
            <ChatList activeId={conversationId} />
          </aside>
          <ChatView
            key={conversationId ?? `p${partner.id}`}
            conversationId={conversationId}
            partner={partner}
            blockedByMe={blockedByMe}
            initialText={first(search.text)}
            openGiftPicker={first(search.gift) === '1'}
          />
        </div>
      </ClientMessages>
    </QueryIsland>
  );
}
