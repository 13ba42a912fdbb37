'use client';

import { useTranslations } from 'next-intl';
import { AdminApiError } from '@/lib/api-client/admin';

/** The translated text of a failed console request (messages admin.errors.<code>); unknown codes: generic. */
export function useAdminError(): (err: unknown) => string {
  const t = useTranslations('admin.errors');
  return (err) => {
    const code = err instanceof AdminApiError ? err.code : 'server_error';
    return t.has(code) ? t(code) : t('server_error');
  };
}
