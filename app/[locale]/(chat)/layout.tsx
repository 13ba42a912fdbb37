import type { ReactNode } from 'react';
import { EntryWarning } from '@/components/layout/entry-warning';
import { LazyChatsPoller } from '@/components/chat-live/lazy-chats-poller';
import { ClientMessages } from '@/components/i18n/client-messages';

/** Chat layout (spec §2): the conversation fills the screen; entry warning for NL and DE only. */
export default function ChatLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <main id="main" className="d-flex flex-column flex-grow-1">
        {children}
      </main>
      <ClientMessages namespaces={['entryWarning']}>
        <EntryWarning layout="chat" />
      </ClientMessages>
      <LazyChatsPoller />
    </>
  );
}
