import type { ReactNode } from 'react';
import { EntryWarning } from '@/components/layout/entry-warning';
import { ChatsPoller } from '@/components/chat-live/chats-poller';

/** Chat layout (spec §2): the conversation fills the screen; entry warning for NL and DE only. */
export default function ChatLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <main id="main" className="d-flex flex-column flex-grow-1">
        {children}
      </main>
      <EntryWarning layout="chat" />
      <ChatsPoller withLikes />
    </>
  );
}
