'use client';

import { useTranslations } from 'next-intl';
import { apiError } from '@/lib/api-client/api-error';

type Values = Record<string, string | number>;

/**
 * The translated message for a failed API request: the server's code under "errors" with its
 * details as arguments (minutes, refund_days, …), else the generic message.
 */
export function useApiError(): (err: unknown) => string {
  const t = useTranslations('errors');
  return (err) => {
    const { error, ...details } = apiError(err);
    const values: Values = {};
    for (const [k, v] of Object.entries(details)) {
      if (typeof v === 'string' || typeof v === 'number') values[k] = v;
      else if (Array.isArray(v)) values[k] = v.join(', ');
    }
    return t.has(error) ? t(error, values) : t('generic');
  };
}
