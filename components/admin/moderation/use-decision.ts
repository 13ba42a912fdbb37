'use client';

import { useState } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { adminFetch } from '@/lib/api-client/admin';
import { useAdminError } from '@/components/admin/use-admin-error';

/**
 * One console POST with its busy state and translated error; the server-rendered page is
 * refreshed after it succeeds (the list is rendered from the services, not kept here).
 */
export function useDecision(path: string) {
  const router = useRouter();
  const errorText = useAdminError();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function send(body: unknown): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      await adminFetch(path, { method: 'POST', body });
      router.refresh();
      return true;
    } catch (err) {
      setError(errorText(err));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, send };
}
