'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { adminFetch } from '@/lib/api-client/admin';
import { useAdminError } from '@/components/admin/use-admin-error';
import type { StaffSecrets } from '@/lib/schemas/admin-staff';
import { StaffSecretsPanel } from './staff-secrets';

type Props = { id: number; email: string; disabled: boolean; self: boolean };

/** A row's actions: disable (their sessions end) or enable; a new TOTP secret, shown once. */
export function StaffActions({ id, email, disabled, self }: Props) {
  const t = useTranslations('admin.staff');
  const errorText = useAdminError();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [secrets, setSecrets] = useState<StaffSecrets | null>(null);

  async function act(action: 'disable' | 'enable' | 'reset_totp') {
    if (action === 'reset_totp' && !window.confirm(t('resetConfirm', { email }))) return;
    setBusy(true);
    setError(null);
    try {
      const res = await adminFetch<StaffSecrets | { ok: true }>('/api/admin/staff', {
        method: 'PATCH',
        body: { id, action },
      });
      // A reset ends the account's sessions (the owner's own too, when it is theirs): no refresh,
      // which would leave for the sign-in before the new secret is scanned.
      if ('totpSecret' in res) setSecrets(res);
      else router.refresh();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <div className="d-flex flex-wrap gap-2">
        {disabled ? (
          <button
            type="button"
            className="btn btn-sm btn-outline-success"
            disabled={busy}
            onClick={() => act('enable')}
            aria-label={t('enableOf', { email })}
          >
            {t('enable')}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            disabled={busy || self}
            onClick={() => act('disable')}
            aria-label={t('disableOf', { email })}
          >
            {t('disable')}
          </button>
        )}
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          disabled={busy}
          onClick={() => act('reset_totp')}
          aria-label={t('resetOf', { email })}
        >
          {t('reset')}
        </button>
      </div>
      {error && (
        <div className="text-danger small mt-1" role="alert">
          {error}
        </div>
      )}
      {secrets && (
        <div className="mt-2">
          <StaffSecretsPanel secrets={secrets} onDone={() => setSecrets(null)} />
        </div>
      )}
    </div>
  );
}
