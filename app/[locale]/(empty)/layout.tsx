import type { ReactNode } from 'react';
import { EntryWarning } from '@/components/layout/entry-warning';
import { SignupModal } from '@/components/signup/signup-modal';

/** Empty layout (spec §2): content and the entry warning (NL and DE only); signup pages live here. */
export default function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <main id="main">{children}</main>
      <EntryWarning layout="empty" />
      <SignupModal />
    </>
  );
}
