'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useConfirmEmailChange } from '@/lib/api-client/credentials';
import { apiError } from '@/lib/api-client/api-error';
import { ActionButton } from '@/components/ui/action-button';

/**
 * /mail-change/do: opening the mailed link changes nothing by itself (mail scanners open links
 * too); this button does. Then the old address is told by mail.
 */
export function MailChangeConfirm({ token, email }: { token: string; email: string }) {
  const t = useTranslations('mailChange');
  const te = useTranslations('errors');
  const confirm = useConfirmEmailChange();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onClick = async () => {
    setFailure(null);
    try {
      setDone((await confirm.mutateAsync(token)).email);
    } catch (err) {
      const e = apiError(err);
      if (e.error === 'link_invalid') setFailure(t('linkInvalid'));
      else if (e.error === 'email_duplicate') setFailure(t('duplicate'));
      else setFailure(e.error === 'offline' ? te('offline') : te('generic'));
    }
  };

  if (done) {
    return (
      <div className="alert alert-success" role="status">
        <p>{t('done', { email: done })}</p>
        <Link href="/settings" className="btn btn-primary">
          {t('toSettings')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <p>{t('intro', { email })}</p>
      <ActionButton
        error={failure}
        pending={confirm.isPending}
        label={t('confirm')}
        pendingLabel={t('confirming')}
        onClick={() => void onClick()}
      />
    </>
  );
}
