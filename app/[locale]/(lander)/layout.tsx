import type { ReactNode } from 'react';
import { getPageContext } from '@/lib/server/page-context';
import { LanderBar } from '@/components/layout/lander-bar';
import { Footer } from '@/components/layout/footer';
import { Disclaimer } from '@/components/layout/disclaimer';
import { EntryWarning } from '@/components/layout/entry-warning';
import { DeferredMessages } from '@/components/i18n/deferred-messages';
import { SignupModal } from '@/components/signup/signup-modal';

/**
 * Lander layout (spec §2): a minimal bar with the logo, footer, disclaimer; entry warning for NL
 * and DE only; the signup modal every lander ends in, which also keeps the lander URL's tracking
 * parameters (network, ref, sub1…sub3) in the signup store until the signup is sent.
 */
export default async function LanderLayout({ children }: { children: ReactNode }) {
  const { settings, user } = await getPageContext();
  return (
    <>
      <LanderBar name={settings.name} />
      <main id="main">{children}</main>
      <Footer settings={settings} loggedIn={Boolean(user)} />
      <Disclaimer settings={settings} />
      {/* For the signup dialog, loaded when it opens; the entry warning reads the shell's strings. */}
      <DeferredMessages namespaces={['entryWarning', 'signup', 'errors']}>
        <EntryWarning layout="lander" />
        <SignupModal />
      </DeferredMessages>
    </>
  );
}
