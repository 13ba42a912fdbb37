'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { adminFetch } from '@/lib/api-client/admin';
import type { DisabledReason } from '@/lib/schemas/notifications';
import { useAdminError } from '../use-admin-error';

/** Switches one member's notices back on for one reason (audited on the server). */
export function ReenableButton({
  userId,
  reason,
  label,
}: {
  userId: number;
  reason: DisabledReason;
  label: string;
}) {
  const t = useTranslations('admin.mail.actions');
  const errorText = useAdminError();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onClick() {
    setBusy(true);
    setError(null);
    try {
      await adminFetch('/api/admin/mail', { method: 'POST', body: { userId, reason } });
      router.refresh();
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        onClick={() => void onClick()}
        disabled={busy}
      >
        {t('reenable', { reason: label })}
      </button>
      {error && (
        <span role="alert" className="text-danger small ms-2">
          {error}
        </span>
      )}
    </>
  );
}
