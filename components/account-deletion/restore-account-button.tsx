'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRestoreAccount } from '@/lib/api-client/account-deletion';
import { apiError } from '@/lib/api-client/api-error';
import { ActionButton } from '@/components/ui/action-button';

const KNOWN = new Set(['link_invalid', 'offline']);

/**
 * Restores on a click, not on opening the link: mail scanners open links too, and must not undo
 * a deletion. The restored member is logged in; a full load applies their language.
 */
export function RestoreAccountButton({ token }: { token: string }) {
  const t = useTranslations('accountRestore');
  const tg = useTranslations('errors');
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
      setError(KNOWN.has(e) ? t(`errors.${e}`) : tg('generic'));
    }
  };

  return (
    <ActionButton
      error={error}
      pending={restore.isPending}
      label={t('submit')}
      pendingLabel={t('submitting')}
      onClick={() => void onClick()}
    />
  );
}
