'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useCheckDiscountCode } from '@/lib/api-client/payments';
import { useSessionStore } from '@/stores/session-store';
import { useApiError } from '@/components/ui/use-api-error';

/**
 * Entering a discount code: checked by the server (GET discountcode.php) and kept in the session
 * store's `discountcode`; the prices then come back from the server with it applied.
 */
export function DiscountCodeForm({ country }: { country: string | null }) {
  const t = useTranslations('payments.discount');
  const errorText = useApiError();
  const check = useCheckDiscountCode();
  const current = useSessionStore((s) => s.discountcode);
  const setDiscountcode = useSessionStore((s) => s.setDiscountcode);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (current) {
    return (
      <p className="mb-0 d-flex align-items-center gap-2">
        <span className="font-monospace">{current.code}</span>
        <button type="button" className="btn btn-link btn-sm p-0" onClick={() => setDiscountcode(null)}>
          {t('remove')}
        </button>
      </p>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = code.trim();
    if (!value) return;
    setError(null);
    try {
      setDiscountcode(await check.mutateAsync({ code: value, country }));
      setCode('');
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <form className="d-flex flex-wrap align-items-start gap-2" onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor="discount-code" className="visually-hidden">
        {t('codeLabel')}
      </label>
      <input
        id="discount-code"
        className={`form-control form-control-sm w-auto${error ? ' is-invalid' : ''}`}
        placeholder={t('codeLabel')}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        maxLength={64}
        autoComplete="off"
        aria-describedby={error ? 'discount-code-error' : undefined}
        aria-invalid={error ? true : undefined}
      />
      <button type="submit" className="btn btn-sm btn-outline-primary" disabled={check.isPending}>
        {check.isPending ? t('applying') : t('apply')}
      </button>
      {error && (
        <div id="discount-code-error" className="invalid-feedback d-block w-100" role="alert">
          {error}
        </div>
      )}
    </form>
  );
}
