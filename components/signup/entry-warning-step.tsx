'use client';

import { useTranslations } from 'next-intl';
import { EntryWarningStepView } from './entry-warning-step-view';

/**
 * The site-entry warning as the first step of the signup flow (spec §3
 * signupFlowEmbeddedSiteEntryWarning): a visitor who opens the signup before accepting it sees it
 * here, in the signup's own frame, instead of a second modal on top. Same text and choices as
 * the standalone dialog (components/layout/entry-warning-dialog.tsx).
 */
export function EntryWarningStep({ site, onAccept }: { site: string; onAccept: () => void }) {
  const t = useTranslations('entryWarning');
  const texts = { title: t('title'), body: t('body', { site }), leave: t('leave'), enter: t('enter') };
  return <EntryWarningStepView texts={texts} onAccept={onAccept} />;
}
