import { Suspense, type ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { getPageContext } from '@/lib/server/page-context';
import { TopBar } from '@/components/layout/top-bar';
import { Footer } from '@/components/layout/footer';
import { Disclaimer } from '@/components/layout/disclaimer';
import { EntryWarning } from '@/components/layout/entry-warning';
import { SignupModal } from '@/components/signup/signup-modal';
import { BannerDock, Banners } from '@/components/alerts/banners';
import { MemberIslands } from '@/components/layout/member-islands';
import { DeferredMessages } from '@/components/i18n/deferred-messages';
import { HydrateLater } from '@/components/ui/hydrate-later';

/**
 * Default layout (spec §2): top bar, warning banners, content, footer, disclaimer, entry warning.
 * The banners the browser decides dock at the bottom of the screen (components/alerts/banners.tsx).
 */
export default async function DefaultLayout({ children }: { children: ReactNode }) {
  const { settings, user } = await getPageContext();
  const t = await getTranslations();
  // The push alert's copy for the first paint, a member's only (components/push/push-alert-static.tsx).
  const pushTexts = user
    ? { text: t('pushAlert.text'), enable: t('pushAlert.enable'), dismiss: t('alerts.dismiss') }
    : undefined;
  return (
    // The messages of the layout's islands that load later (a member's banners and badges, the
    // signup dialog, the pollers and their modals); what renders with the page (top bar, a
    // member's links, entry warning) reads the shell's strings (lib/i18n/shell-texts.ts). The
    // page's islands carry their own <ClientMessages>.
    <DeferredMessages
      namespaces={[
        'nav',
        'activation',
        'alerts',
        'pushAlert',
        'timeBonus',
        'errors',
        'profilePhotoAlert',
        'entryWarning',
        'signup',
        'likeModal',
        'matchModal',
      ]}
    >
      <a href="#main" className="visually-hidden-focusable position-absolute top-0 start-0 m-2 btn btn-light">
        {t('nav.skipToContent')}
      </a>
      <HydrateLater>
        <TopBar />
      </HydrateLater>
      <Suspense fallback={<div id="banners" />}>
        <Banners />
      </Suspense>
      <main id="main">{children}</main>
      <HydrateLater>
        <Footer settings={settings} loggedIn={Boolean(user)} />
        <Disclaimer settings={settings} />
      </HydrateLater>
      <Suspense fallback={null}>
        <BannerDock pushTexts={pushTexts} />
      </Suspense>
      <EntryWarning layout="default" />
      <SignupModal />
      <MemberIslands />
    </DeferredMessages>
  );
}
