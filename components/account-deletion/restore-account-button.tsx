'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRestoreAccount } from '@/lib/api-client/account-deletion';
import { apiError } from '@/lib/api-client/http';

const KNOWN = new Set(['link_invalid', 'offline']);

/**
 * Restores on a click, not on opening the link: mail scanners open links too, and must not undo
 * a deletion. The restored member is logged in; a full load applies their language.
 */
export function RestoreAccountButton({ token }: { token: string }) {
  const t = useTranslations('accountRestore');
  const restore = useRestoreAccount();
  const [error, setError] = useState<string | null>(null);

  const onClick = async () => {
    setError(null);
    try {
      await restore.mutateAsync(token);
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load on purpose (above)
      window.location.assign('/profile');
    } catch (err) {
      const e = apiError(err).error;
      setError(t(`errors.${KNOWN.has(e) ? e : 'generic'}`));
    }
  };

  return (
    <>
      {error && (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      )}
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => void onClick()}
        disabled={restore.isPending}
      >
        {restore.isPending ? t('submitting') : t('submit')}
      </button>
    </>
  );
}
