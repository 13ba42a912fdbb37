import type { ReactNode } from 'react';
import { EntryWarning } from '@/components/layout/entry-warning';
import { SignupModal } from '@/components/signup/signup-modal';
import { DeferredMessages } from '@/components/i18n/deferred-messages';

/** Empty layout (spec §2): content and the entry warning (NL and DE only); signup pages live here. */
export default function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    // For the signup dialog, loaded when it opens; the entry warning reads the shell's strings.
    <DeferredMessages namespaces={['entryWarning', 'signup', 'errors']}>
      <main id="main">{children}</main>
      <EntryWarning layout="empty" />
      <SignupModal />
    </DeferredMessages>
  );
}
