'use client';

import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import { LEAVE_URL } from '@/lib/utils/entry-warning';

/**
 * The site-entry warning as the first step of the signup flow (spec §3
 * signupFlowEmbeddedSiteEntryWarning): a visitor who opens the signup before accepting it sees it
 * here, in the signup's own frame, instead of a second modal on top. Same text and choices as
 * the standalone dialog (components/layout/entry-warning-dialog.tsx).
 */
export function EntryWarningStep({ site, onAccept }: { site: string; onAccept: () => void }) {
  const t = useTranslations('entryWarning');
  return (
    <section aria-labelledby="signup-entry-warning-title" data-testid="signup-entry-warning">
      <h2 id="signup-entry-warning-title" className="h5">
        <Icon name="exclamation-octagon" className="me-2 text-danger" aria-hidden="true" />
        {t('title')}
      </h2>
      <p>{t('body', { site })}</p>
      <div className="d-flex flex-wrap justify-content-end gap-2">
        <a href={LEAVE_URL} className="btn btn-outline-secondary">
          {t('leave')}
        </a>
        <button type="button" className="btn btn-primary" onClick={onAccept}>
          {t('enter')}
        </button>
      </div>
    </section>
  );
}
