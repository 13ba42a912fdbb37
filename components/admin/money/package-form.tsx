'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { adminFetch } from '@/lib/api-client/admin';
import { useAdminError } from '../use-admin-error';
import { fromCents, toCents } from './money-input';

export type PackageValues = {
  id: number;
  tier: string;
  credits: number;
  currency: string;
  country: string | null;
  popular: boolean;
  active: boolean;
  sort: number;
  prices: { currency: string; price_cents: number }[];
};

type Props = {
  siteId: number;
  /** null: a new package. */
  pkg: PackageValues | null;
  currencies: string[];
  countries: string[];
};

const TIERS = ['p0', 'p1', 'p2', 'p3'];

/** Adds or edits one package: tier, credits, its own currency, country, flags and a price per currency. */
export function PackageForm({ siteId, pkg, currencies, countries }: Props) {
  const t = useTranslations('admin.packages');
  const errorText = useAdminError();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const price = (c: string) => pkg?.prices.find((p) => p.currency === c)?.price_cents;

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const prices: { currency: string; price_cents: number }[] = [];
    for (const c of currencies) {
      const cents = toCents(String(form.get(`price-${c}`) ?? ''));
      if (cents === null) continue;
      if (Number.isNaN(cents) || cents <= 0) {
        setError(t('priceFormat', { currency: c }));
        return;
      }
      prices.push({ currency: c, price_cents: cents });
    }
    const body = {
      tier: String(form.get('tier')),
      credits: Number(form.get('credits')),
      currency: String(form.get('currency')),
      country: String(form.get('country')) || null,
      popular: form.get('popular') === 'on',
      active: form.get('active') === 'on',
      sort: Number(form.get('sort') || 0),
      prices,
    };
    setBusy(true);
    setError(null);
    try {
      await adminFetch(
        '/api/admin/packages',
        pkg
          ? { method: 'PUT', body: { id: pkg.id, ...body } }
          : { method: 'POST', body: { site_id: siteId, ...body } },
      );
      router.replace(`/admin/packages?site=${siteId}&saved=1`);
      router.refresh();
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  }

  const id = (name: string) => `package-${name}`;
  return (
    <form
      onSubmit={onSubmit}
      className="card card-body mb-4"
      aria-labelledby="package-form-title"
      data-testid="package-form"
    >
      <h2 id="package-form-title" className="h5">
        {pkg ? t('editTitle', { tier: pkg.tier, credits: pkg.credits }) : t('addTitle')}
      </h2>
      {error && (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      )}
      <div className="row g-3">
        <div className="col-sm-3">
          <label className="form-label" htmlFor={id('tier')}>
            {t('tier')}
          </label>
          <select id={id('tier')} name="tier" className="form-select" defaultValue={pkg?.tier ?? 'p0'}>
            {TIERS.map((tier) => (
              <option key={tier} value={tier}>
                {tier}
              </option>
            ))}
          </select>
        </div>
        <div className="col-sm-3">
          <label className="form-label" htmlFor={id('credits')}>
            {t('credits')}
          </label>
          <input
            id={id('credits')}
            name="credits"
            type="number"
            min={1}
            required
            className="form-control"
            defaultValue={pkg?.credits ?? 50}
          />
        </div>
        <div className="col-sm-3">
          <label className="form-label" htmlFor={id('currency')}>
            {t('ownCurrency')}
          </label>
          <select
            id={id('currency')}
            name="currency"
            className="form-select"
            defaultValue={pkg?.currency ?? 'EUR'}
            aria-describedby={id('currency-help')}
          >
            {currencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
          <div id={id('currency-help')} className="form-text">
            {t('ownCurrencyHelp')}
          </div>
        </div>
        <div className="col-sm-3">
          <label className="form-label" htmlFor={id('country')}>
            {t('country')}
          </label>
          <select id={id('country')} name="country" className="form-select" defaultValue={pkg?.country ?? ''}>
            <option value="">{t('everyCountry')}</option>
            {countries.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div className="col-sm-3">
          <label className="form-label" htmlFor={id('sort')}>
            {t('sort')}
          </label>
          <input
            id={id('sort')}
            name="sort"
            type="number"
            min={0}
            max={1000}
            className="form-control"
            defaultValue={pkg?.sort ?? 0}
          />
        </div>
        <div className="col-sm-9 d-flex align-items-end gap-4">
          <div className="form-check">
            <input
              id={id('popular')}
              name="popular"
              type="checkbox"
              className="form-check-input"
              defaultChecked={pkg?.popular ?? false}
              aria-describedby={id('popular-help')}
            />
            <label className="form-check-label" htmlFor={id('popular')}>
              {t('popular')}
            </label>
            <div id={id('popular-help')} className="form-text">
              {t('popularHelp')}
            </div>
          </div>
          <div className="form-check">
            <input
              id={id('active')}
              name="active"
              type="checkbox"
              className="form-check-input"
              defaultChecked={pkg?.active ?? true}
            />
            <label className="form-check-label" htmlFor={id('active')}>
              {t('active')}
            </label>
          </div>
        </div>
      </div>
      <fieldset className="mt-3">
        <legend className="h6">{t('prices')}</legend>
        <p className="form-text mt-0">{t('pricesHelp')}</p>
        <div className="row g-2">
          {currencies.map((c) => (
            <div key={c} className="col-6 col-md-3">
              <label className="form-label" htmlFor={id(`price-${c}`)}>
                {t('priceIn', { currency: c })}
              </label>
              <input
                id={id(`price-${c}`)}
                name={`price-${c}`}
                inputMode="decimal"
                className="form-control"
                defaultValue={fromCents(price(c))}
              />
            </div>
          ))}
        </div>
      </fieldset>
      <div className="mt-3 d-flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('save')}
        </button>
      </div>
    </form>
  );
}
