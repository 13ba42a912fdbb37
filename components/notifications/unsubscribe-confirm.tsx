'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useUnsubscribe } from '@/lib/api-client/notifications';
import { apiError } from '@/lib/api-client/api-error';
import { ActionButton } from '@/components/ui/action-button';

/** The unsubscribe page's one button: links scanned by mail filters must not unsubscribe anyone. */
export function UnsubscribeConfirm({ token, already }: { token: string; already: boolean }) {
  const t = useTranslations('unsubscribe');
  const te = useTranslations('errors');
  const unsubscribe = useUnsubscribe();
  const [done, setDone] = useState(already);
  const [failure, setFailure] = useState<string | null>(null);

  const onClick = async () => {
    setFailure(null);
    try {
      await unsubscribe.mutateAsync(token);
      setDone(true);
    } catch (err) {
      const e = apiError(err);
      setFailure(
        e.error === 'link_invalid' ? t('linkInvalid') : e.error === 'offline' ? te('offline') : te('generic'),
      );
    }
  };

  if (done) {
    return (
      <div className="alert alert-success" role="status">
        <p>{already ? t('already') : t('done')}</p>
        <p className="mb-0">
          {t.rich('resubscribe', { link: (chunks) => <Link href="/notifications">{chunks}</Link> })}
        </p>
      </div>
    );
  }
  return (
    <ActionButton
      error={failure}
      pending={unsubscribe.isPending}
      label={t('confirm')}
      pendingLabel={t('confirming')}
      onClick={() => void onClick()}
    />
  );
}
