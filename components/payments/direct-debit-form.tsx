'use client';

import { useState, type FormEvent } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { apiError } from '@/lib/api-client/api-error';
import {
  useConfirmDirectDebit,
  useCreateOrder,
  useDirectDebitState,
  usePackages,
  useRequestDirectDebitCode,
} from '@/lib/api-client/payments';
import type { DirectDebitCodeSent, DirectDebitForm as Form } from '@/lib/api-client/payments-types';
import { useSessionStore } from '@/stores/session-store';
import { codeToApply } from '@/stores/time-bonus';
import { useFollowOrder } from './checkout';
import { fromMinor } from './money';
import { useApiError } from '@/components/ui/use-api-error';

const FIELDS = ['holder', 'iban', 'street', 'house_number', 'postal_code', 'city', 'mobile'] as const;
type Field = (typeof FIELDS)[number];
const LABEL_KEYS: Record<Field, string> = {
  holder: 'holder',
  iban: 'iban',
  street: 'street',
  house_number: 'houseNumber',
  postal_code: 'postalCode',
  city: 'city',
  mobile: 'mobile',
};
const AUTOCOMPLETE: Record<Field, string> = {
  holder: 'name',
  iban: 'off',
  street: 'address-line1',
  house_number: 'address-line2',
  postal_code: 'postal-code',
  city: 'address-level2',
  mobile: 'tel',
};
// Server refusals that belong to one field (docs/api.md, direct debit).
const FIELD_OF: Record<string, Field> = {
  iban_invalid: 'iban',
  iban_country: 'iban',
  iban_blocked: 'iban',
  mobile_invalid: 'mobile',
  mobile_blocked: 'mobile',
};
const EMPTY: Form = {
  holder: '',
  iban: '',
  street: '',
  house_number: '',
  postal_code: '',
  city: '',
  mobile: '',
};

type Props = { packageId: number | null };

/** "For: 250 credits, €29.96": the package this mandate pays for, priced by the server. */
function usePackageLine(
  packageId: number | null,
  country: string | null,
  code: string | null,
): string | null {
  const t = useTranslations('payments');
  const format = useFormatter();
  const packages = usePackages(country, code, packageId !== null);
  const pkg = packageId ? packages.data?.packages.find((p) => p.id === packageId) : undefined;
  if (!pkg) return null;
  return t('directDebit.forPackage', {
    credits: t('packages.credits', { count: pkg.credits }),
    price: format.number(fromMinor(pkg.amount_cents, pkg.currency), {
      style: 'currency',
      currency: pkg.currency,
    }),
  });
}

/**
 * /directdebit (spec §2, §3, §5, §8): account holder, IBAN, address and mobile number, then the
 * SMS code. Every refusal of the server is shown at its field or above the form; with a package
 * (from the checkout) the confirmed mandate pays the order at once.
 */
export function DirectDebitForm({ packageId }: Props) {
  const t = useTranslations('payments.directDebit');
  const errorText = useApiError();
  const state = useDirectDebitState();
  const request = useRequestDirectDebitCode();
  const confirm = useConfirmDirectDebit();
  const createOrder = useCreateOrder();
  const follow = useFollowOrder();
  const country = useSessionStore((s) => s.paymentCountry);
  const discountCode = useSessionStore(codeToApply);
  const [form, setForm] = useState<Form>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<DirectDebitCodeSent | null>(null);
  const [code, setCode] = useState('');
  const [done, setDone] = useState<string | null>(null);

  const mandate = state.data?.mandate ?? null;
  const forPackage = usePackageLine(packageId, country, discountCode);

  const submitForm = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const missing: Partial<Record<Field, string>> = {};
    for (const f of FIELDS) if (!form[f].trim()) missing[f] = t('required');
    setFieldErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      setSent(await request.mutateAsync(form));
      setCode('');
    } catch (err) {
      const field = FIELD_OF[apiError(err).error];
      if (field) setFieldErrors({ [field]: errorText(err) });
      else setError(errorText(err));
    }
  };

  const submitCode = async (e: FormEvent) => {
    e.preventDefault();
    if (!sent) return;
    setError(null);
    try {
      const result = await confirm.mutateAsync({
        request_id: sent.request_id,
        code: code.trim(),
        ...(packageId ? { package_id: packageId, country, discount_code: discountCode } : {}),
      });
      if (result.order) follow({ order: result.order, redirect_url: null });
      else setDone(t('mandateStored', { label: result.mandate.label }));
    } catch (err) {
      const e2 = apiError(err);
      if (e2.error === 'sms_code_expired' || e2.error === 'request_not_found') setSent(null);
      const tries = typeof e2.tries_left === 'number' ? ` ${t('triesLeft', { count: e2.tries_left })}` : '';
      setError(errorText(err) + tries);
    }
  };

  const payWithMandate = async () => {
    if (!packageId) return;
    setError(null);
    try {
      follow(
        await createOrder.mutateAsync({
          package_id: packageId,
          country,
          method: 'directdebit',
          discount_code: discountCode,
        }),
      );
    } catch (err) {
      setError(errorText(err));
    }
  };

  if (done) {
    return (
      <div className="alert alert-success" role="status" data-testid="directdebit-done">
        {done}
      </div>
    );
  }

  const errorAlert = error && (
    <div className="alert alert-danger" role="alert" data-testid="directdebit-error">
      {error}
    </div>
  );

  if (sent) {
    return (
      <form
        onSubmit={(e) => void submitCode(e)}
        noValidate
        aria-labelledby="dd-code-title"
        data-testid="directdebit-code"
      >
        <h2 id="dd-code-title" className="h4">
          {t('codeTitle')}
        </h2>
        <p>{t('codeSent', { mobile: sent.mobile_masked })}</p>
        {errorAlert}
        <div className="mb-3" style={{ maxWidth: 240 }}>
          <label htmlFor="dd-code" className="form-label">
            {t('code')}
          </label>
          <input
            id="dd-code"
            className="form-control font-monospace"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
        </div>
        <div className="d-flex flex-wrap gap-3 align-items-center">
          <button type="submit" className="btn btn-success" disabled={confirm.isPending || code.length !== 6}>
            {confirm.isPending ? t('confirming') : t('confirm')}
          </button>
          <button type="button" className="btn btn-link" onClick={() => setSent(null)}>
            {t('newCode')}
          </button>
        </div>
      </form>
    );
  }

  return (
    <>
      {forPackage && (
        <p className="fw-semibold" data-testid="directdebit-package">
          {forPackage}
        </p>
      )}
      {mandate && (
        <div className="alert alert-info" data-testid="directdebit-mandate">
          <p className="mb-2">{t('mandateExisting', { label: mandate.label })}</p>
          {packageId && (
            <button
              type="button"
              className="btn btn-success"
              disabled={createOrder.isPending}
              onClick={() => void payWithMandate()}
            >
              {t('confirm')}
            </button>
          )}
        </div>
      )}
      <form onSubmit={(e) => void submitForm(e)} noValidate data-testid="directdebit-form">
        {errorAlert}
        <div className="row g-3">
          {FIELDS.map((f) => {
            const id = `dd-${f}`;
            const err = fieldErrors[f];
            const wide = f === 'holder' || f === 'iban' || f === 'mobile';
            return (
              <div
                key={f}
                className={
                  wide ? 'col-12' : f === 'house_number' || f === 'postal_code' ? 'col-sm-4' : 'col-sm-8'
                }
              >
                <label htmlFor={id} className="form-label">
                  {t(LABEL_KEYS[f])}
                </label>
                <input
                  id={id}
                  className={`form-control${err ? ' is-invalid' : ''}${f === 'iban' ? ' font-monospace' : ''}`}
                  value={form[f]}
                  onChange={(e) => setForm({ ...form, [f]: e.target.value })}
                  autoComplete={AUTOCOMPLETE[f]}
                  type={f === 'mobile' ? 'tel' : 'text'}
                  maxLength={f === 'iban' ? 42 : 100}
                  required
                  aria-invalid={err ? true : undefined}
                  aria-describedby={
                    [err ? `${id}-error` : '', f === 'mobile' ? `${id}-help` : ''].join(' ').trim() ||
                    undefined
                  }
                />
                {f === 'mobile' && (
                  <div id={`${id}-help`} className="form-text">
                    {t('mobileHelp')}
                  </div>
                )}
                {err && (
                  <div id={`${id}-error`} className="invalid-feedback">
                    {err}
                  </div>
                )}
              </div>
            );
          })}
        </div>
        <button type="submit" className="btn btn-primary mt-3" disabled={request.isPending}>
          {request.isPending ? t('sending') : t('submit')}
        </button>
      </form>
    </>
  );
}
