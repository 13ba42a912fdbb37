import { getTranslations } from 'next-intl/server';
import type { Settings } from '@/lib/schemas/settings';
import { entryWarningSettings, shouldShowEntryWarning } from '@/lib/utils/entry-warning';
import { EntryWarningStepView } from './entry-warning-step-view';

/**
 * What a visitor's signup page shows first, rendered on the server for the flow's placeholder
 * (lazy-signup-flow.tsx): the entry-warning step where the warning applies to this site and
 * country (the page cache keys by country), so its text is on the first paint rather than after
 * the flow's code has loaded (issue 10: it is the page's largest paint). Nothing otherwise: the
 * form depends on the draft in the browser's sessionStorage.
 */
export async function SignupPreview({ settings }: { settings: Settings }) {
  const applies = shouldShowEntryWarning({
    layout: 'empty',
    loggedIn: false,
    // The gate hides it before the paint for a visitor who accepted it or runs the app.
    installedApp: false,
    dismissed: false,
    ...entryWarningSettings(settings),
  });
  if (!applies) return null;
  const t = await getTranslations('entryWarning');
  const texts = {
    title: t('title'),
    body: t('body', { site: settings.name }),
    leave: t('leave'),
    enter: t('enter'),
  };
  return <EntryWarningStepView texts={texts} preview />;
}
