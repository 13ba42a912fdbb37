'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useCheckDiscountCode } from '@/lib/api-client/payments';
import { useSessionStore } from '@/stores/session-store';
import { useApiError } from '@/components/ui/use-api-error';

/**
 * A code that came with the link (/credits?code=STAY-…, the offer of the delete flow): checked
 * once and kept in the session store like an entered one; a refused code says why.
 */
export function LinkedCode({ code }: { code: string }) {
  const t = useTranslations('payments.discount');
  const errorText = useApiError();
  const check = useCheckDiscountCode();
  const setDiscountcode = useSessionStore((s) => s.setDiscountcode);
  const country = useSessionStore((s) => s.paymentCountry);
  const [error, setError] = useState<string | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    check.mutateAsync({ code, country }).then(setDiscountcode, (err: unknown) => setError(errorText(err)));
  }, [check, code, country, errorText, setDiscountcode]);

  if (!error) return null;
  return (
    <div className="alert alert-warning" role="alert" data-testid="linked-code-error">
      {t('notApplied', { code })} {error}
    </div>
  );
}
