import type { ReactNode } from 'react';
import { getPageContext } from '@/lib/server/page-context';
import { LazyEntryWarning } from '@/components/layout/lazy-entry-warning';
import { LazyChatsPoller } from '@/components/chat-live/lazy-chats-poller';

/** Chat layout (spec §2): the conversation fills the screen; entry warning for NL and DE only. */
export default async function ChatLayout({ children }: { children: ReactNode }) {
  // Every chat page sends a visitor to log in, and a member never sees the entry warning, so
  // it is rendered (and its code loaded) for a visitor only.
  const { user } = await getPageContext();
  return (
    <>
      <main id="main" className="d-flex flex-column flex-grow-1">
        {children}
      </main>
      {/* Its strings come with the page shell (lib/i18n/shell-texts.ts). */}
      {!user && <LazyEntryWarning layout="chat" />}
      <LazyChatsPoller />
    </>
  );
}
