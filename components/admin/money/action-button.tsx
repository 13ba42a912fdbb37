'use client';

import { useState } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { adminFetch, type AdminRequest } from '@/lib/api-client/admin';
import { useAdminError } from '../use-admin-error';

type Props = {
  path: string;
  request: AdminRequest;
  label: string;
  /** Asked before the request; the action only runs when confirmed. */
  confirm?: string;
  className?: string;
  testId?: string;
};

/** One console action on a server-rendered row (disable, remove, …): request, then refresh the page. */
export function ActionButton({
  path,
  request,
  label,
  confirm,
  className = 'btn btn-sm btn-outline-secondary',
  testId,
}: Props) {
  const router = useRouter();
  const errorText = useAdminError();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run() {
    if (confirm && !window.confirm(confirm)) return;
    setBusy(true);
    setError(null);
    try {
      await adminFetch(path, request);
      router.refresh();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className={className} onClick={run} disabled={busy} data-testid={testId}>
        {label}
      </button>
      {error && (
        <div className="text-danger small" role="alert">
          {error}
        </div>
      )}
    </>
  );
}
