'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { adminFetch } from '@/lib/api-client/admin';
import { useAdminError } from '../use-admin-error';
import { toCents } from './money-input';

type Props = { siteId: number; currencies: string[]; countries: string[]; methods: readonly string[] };
type Created = { codes: { code: string }[]; batch: string | null };

/** Creates one code or a batch of random codes with a prefix, with every rule a code can carry. */
export function CodeCreateForm({ siteId, currencies, countries, methods }: Props) {
  const t = useTranslations('admin.codes');
  const errorText = useAdminError();
  const router = useRouter();
  const [mode, setMode] = useState<'single' | 'batch'>('single');
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<Created | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const minimum = toCents(text('minimum'));
    if (Number.isNaN(minimum)) {
      setError(t('minimumFormat'));
      return;
    }
    const expires = text('expires');
    const rules = {
      site_id: siteId,
      value_percentage: Number(text('percentage')),
      country: text('country') || null,
      currency: text('currency') || null,
      minimum_order_cents: minimum ?? 0,
      payment_methods: methods.filter((m) => form.get(`method-${m}`) === 'on'),
      validity: text('validity'),
      max_uses: text('maxUses') ? Number(text('maxUses')) : null,
      expires_at: expires ? new Date(expires).toISOString() : null,
    };
    const body =
      mode === 'single'
        ? { ...rules, code: text('code') }
        : { ...rules, count: Number(text('count')), prefix: text('prefix') };
    setBusy(true);
    setError(null);
    setCreated(null);
    try {
      setCreated(await adminFetch<Created>('/api/admin/codes', { method: 'POST', body }));
      router.refresh();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  const id = (name: string) => `code-${name}`;
  return (
    <form
      onSubmit={onSubmit}
      className="card card-body mb-4"
      aria-labelledby="code-form-title"
      data-testid="code-form"
    >
      <h2 id="code-form-title" className="h5">
        {t('createTitle')}
      </h2>
      {error && (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      )}
      {created && (
        <div className="alert alert-success" role="status" data-testid="code-created">
          {created.batch
            ? t('createdBatch', { count: created.codes.length, batch: created.batch })
            : t('created', { code: created.codes[0].code })}
          {created.batch && (
            <>
              <label className="form-label d-block mt-2" htmlFor={id('made')}>
                {t('madeCodes')}
              </label>
              <textarea
                id={id('made')}
                className="form-control font-monospace"
                rows={5}
                readOnly
                value={created.codes.map((c) => c.code).join('\n')}
              />
            </>
          )}
        </div>
      )}
      <fieldset className="mb-3">
        <legend className="h6">{t('what')}</legend>
        {(['single', 'batch'] as const).map((m) => (
          <div key={m} className="form-check form-check-inline">
            <input
              id={id(`mode-${m}`)}
              type="radio"
              name="mode"
              className="form-check-input"
              checked={mode === m}
              onChange={() => setMode(m)}
            />
            <label className="form-check-label" htmlFor={id(`mode-${m}`)}>
              {t(m === 'single' ? 'single' : 'batch')}
            </label>
          </div>
        ))}
      </fieldset>
      <div className="row g-3">
        {mode === 'single' ? (
          <div className="col-sm-4">
            <label className="form-label" htmlFor={id('code')}>
              {t('code')}
            </label>
            <input
              id={id('code')}
              name="code"
              required
              pattern="[A-Za-z0-9_\-]{3,40}"
              className="form-control text-uppercase"
              aria-describedby={id('code-help')}
            />
            <div id={id('code-help')} className="form-text">
              {t('codeHelp')}
            </div>
          </div>
        ) : (
          <>
            <div className="col-sm-2">
              <label className="form-label" htmlFor={id('count')}>
                {t('count')}
              </label>
              <input
                id={id('count')}
                name="count"
                type="number"
                min={1}
                max={1000}
                required
                defaultValue={10}
                className="form-control"
              />
            </div>
            <div className="col-sm-2">
              <label className="form-label" htmlFor={id('prefix')}>
                {t('prefix')}
              </label>
              <input
                id={id('prefix')}
                name="prefix"
                pattern="[A-Za-z0-9_\-]{0,20}"
                className="form-control text-uppercase"
              />
            </div>
          </>
        )}
        <div className="col-sm-2">
          <label className="form-label" htmlFor={id('percentage')}>
            {t('percentage')}
          </label>
          <input
            id={id('percentage')}
            name="percentage"
            type="number"
            min={1}
            max={100}
            step={0.1}
            required
            defaultValue={10}
            className="form-control"
          />
        </div>
        <div className="col-sm-2">
          <label className="form-label" htmlFor={id('country')}>
            {t('country')}
          </label>
          <select id={id('country')} name="country" className="form-select" defaultValue="">
            <option value="">{t('anyCountry')}</option>
            {countries.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div className="col-sm-2">
          <label className="form-label" htmlFor={id('currency')}>
            {t('currency')}
          </label>
          <select id={id('currency')} name="currency" className="form-select" defaultValue="">
            <option value="">{t('anyCurrency')}</option>
            {currencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div className="col-sm-3">
          <label className="form-label" htmlFor={id('minimum')}>
            {t('minimum')}
          </label>
          <input
            id={id('minimum')}
            name="minimum"
            inputMode="decimal"
            className="form-control"
            aria-describedby={id('minimum-help')}
          />
          <div id={id('minimum-help')} className="form-text">
            {t('minimumHelp')}
          </div>
        </div>
        <div className="col-sm-3">
          <label className="form-label" htmlFor={id('validity')}>
            {t('validity')}
          </label>
          <select id={id('validity')} name="validity" className="form-select" defaultValue="once-per-user">
            <option value="once-per-user">{t('validities.once-per-user')}</option>
            <option value="unlimited">{t('validities.unlimited')}</option>
          </select>
        </div>
        <div className="col-sm-2">
          <label className="form-label" htmlFor={id('maxUses')}>
            {t('maxUses')}
          </label>
          <input
            id={id('maxUses')}
            name="maxUses"
            type="number"
            min={1}
            className="form-control"
            aria-describedby={id('maxUses-help')}
          />
          <div id={id('maxUses-help')} className="form-text">
            {t('maxUsesHelp')}
          </div>
        </div>
        <div className="col-sm-4">
          <label className="form-label" htmlFor={id('expires')}>
            {t('expires')}
          </label>
          <input id={id('expires')} name="expires" type="datetime-local" className="form-control" />
        </div>
      </div>
      <fieldset className="mt-3">
        <legend className="h6">{t('methods')}</legend>
        <p className="form-text mt-0">{t('methodsHelp')}</p>
        {methods.map((m) => (
          <div key={m} className="form-check form-check-inline">
            <input id={id(`method-${m}`)} name={`method-${m}`} type="checkbox" className="form-check-input" />
            <label className="form-check-label" htmlFor={id(`method-${m}`)}>
              {m}
            </label>
          </div>
        ))}
      </fieldset>
      <div className="mt-3">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('create')}
        </button>
      </div>
    </form>
  );
}
