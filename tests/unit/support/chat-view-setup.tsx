// Renders the conversation screen as /chats/{id} shows it (the conversation list beside the
// conversation, both on one QueryClient) against the fake chat API of ./chat-fakes. The test
// file still mocks next/navigation and '@/lib/i18n/navigation' itself (vi.mock is hoisted there).
import type { ComponentProps } from 'react';
import { vi } from 'vitest';
import { ChatList } from '@/components/chat/chat-list';
import { ChatView } from '@/components/chat/chat-view';
import { resetChatLive } from '@/lib/api-client/chat-live';
import { queryKeys } from '@/lib/api-client/keys';
import type { ChatEntry, ChatGift } from '@/lib/schemas/chat';
import { renderWithProviders, testUser, type ProvidersOptions } from '@/tests/setup/render';
import {
  chatEntry,
  fakeChatApi,
  FakeEventSource,
  FakeIntersectionObserver,
  msg,
  page,
  partner,
  restoreChatApi,
  type FakeReply,
  type FakeRequest,
} from './chat-fakes';
import { testOwnProfile } from './own-profile-detail';

export const gifts: ChatGift[] = [
  { id: 1, slug: 'rose', image: '/gifts/rose.svg', credits: 10 },
  { id: 2, slug: 'diamond', image: '/gifts/diamond.svg', credits: 25 },
];

export const ownPhotos = [
  { id: 51, filename: 'p51.jpg', thumb_filename: 't51.jpg', status: 'active', main: true },
  { id: 52, filename: 'p52.jpg', thumb_filename: 't52.jpg', status: 'rejected', main: false },
];

type Route = FakeReply | ((req: FakeRequest) => FakeReply | Promise<FakeReply>);

/** The answers a conversation needs to open; tests add or replace routes. */
export function defaultRoutes(): Record<string, Route> {
  return {
    'GET /chat.php': { status: 200, data: page([msg(1), msg(2, { mine: true, sender_id: 7 })]) },
    'PUT /chat.php': { status: 200, data: { ok: true } },
    'GET /gifts.php': { status: 200, data: { gifts } },
    'GET /profile.php': { status: 200, data: testOwnProfile({ photos: ownPhotos }) },
    'GET /chats.php': { status: 200, data: { chats: [chatEntry(9, 0), chatEntry(10, 1, otherPartner)] } },
  };
}

export const otherPartner = { ...partner, id: 41, name: 'Cleo', main_image: null };

export type ChatViewSetup = {
  props?: Partial<ComponentProps<typeof ChatView>>;
  chats?: ChatEntry[];
} & Omit<ProvidersOptions, 'queryData'>;

/** Installs the fakes (call from beforeEach) and returns the recorded requests. */
export function installChatFakes(routes: Record<string, Route> = {}) {
  FakeEventSource.instances = [];
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  // jsdom has no layout: keeping the scroll position is a no-op here.
  Element.prototype.scrollTo = () => {};
  return fakeChatApi({ ...defaultRoutes(), ...routes });
}

export function uninstallChatFakes(): void {
  resetChatLive();
  restoreChatApi();
  vi.unstubAllGlobals();
}

export function renderChatView({ props, chats, ...options }: ChatViewSetup = {}) {
  return renderWithProviders(
    <>
      <ChatList activeId={props?.conversationId === undefined ? 9 : props.conversationId} />
      <ChatView conversationId={9} partner={partner} blockedByMe={false} {...props} />
    </>,
    {
      user: testUser({ credits: 50 }),
      pathname: '/chats/9',
      ...options,
      queryData: [[queryKeys.chats, { chats: chats ?? [chatEntry(9, 3), chatEntry(10, 1, otherPartner)] }]],
    },
  );
}
