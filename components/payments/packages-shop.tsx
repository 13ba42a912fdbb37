'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import { usePackages } from '@/lib/api-client/payments';
import type { PackagesAnswer } from '@/lib/api-client/payments-types';
import { useSessionStore } from '@/stores/session-store';
import { codeToApply } from '@/stores/time-bonus';
import { countdownText } from '@/components/alerts/time-bonus-banner';
import { CountrySelect } from './country-select';
import { DiscountCodeForm } from './discount-code-form';
import { PackageCard } from './package-card';

type Mode = 'credits' | 'premium' | 'pricing';

type Props = {
  mode: Mode;
  loggedIn: boolean;
};

/** What discount the server applied, in words; the time bonus with its running countdown. */
function DiscountLine({ answer }: { answer: PackagesAnswer }) {
  const t = useTranslations('payments.discount');
  const te = useTranslations('errors');
  const bonus = useSessionStore((s) => s.timeBonus);
  const { discount, discount_error } = answer;
  if (discount) {
    const percent = Number(discount.value_percentage);
    return (
      <div
        className="alert alert-success d-flex align-items-center gap-2"
        role="status"
        data-testid="applied-discount"
      >
        <Icon name="percent" aria-hidden="true" />
        <span>
          {discount.kind === 'time_bonus' && bonus
            ? t('timeBonus', { percent, time: countdownText(bonus.countdownTimer) })
            : t('code', { code: discount.code, percent })}
        </span>
      </div>
    );
  }
  if (discount_error) {
    return (
      <div className="alert alert-warning" role="status">
        {te.has(discount_error) ? te(discount_error) : te('generic')}
      </div>
    );
  }
  return null;
}

/**
 * The packages of the payment country (spec §2 /premium, /pricing, /credits): country choice
 * kept in the session store, the discount the server applied (struck-through prices), tiers
 * p0–p3 with the popular label. Every amount comes from the server.
 */
export function PackagesShop({ mode, loggedIn }: Props) {
  const t = useTranslations('payments');
  const tc = useTranslations('common');
  const country = useSessionStore((s) => s.paymentCountry);
  const setCountry = useSessionStore((s) => s.setPaymentCountry);
  const code = useSessionStore((s) => (loggedIn && mode !== 'pricing' ? codeToApply(s) : null));
  const query = usePackages(country, code);
  const { data } = query;
  // The server picks the default (profile country, geoip, site); it then stays this tab's choice.
  useEffect(() => {
    if (data && !country) setCountry(data.country);
  }, [data, country, setCountry]);

  return (
    <section aria-labelledby="packages-title">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h2 id="packages-title" className="h4 mb-0">
          {t('packages.title')}
        </h2>
        {data && data.countries.length > 1 && (
          <CountrySelect
            label={mode === 'pricing' ? t('country.pricesFor') : t('country.label')}
            value={data.country}
            countries={data.countries}
            onChange={setCountry}
          />
        )}
      </div>
      {mode === 'credits' && loggedIn && (
        <div className="mb-3">
          <DiscountCodeForm country={data?.country ?? country} />
        </div>
      )}
      {query.isPending ? (
        <p className="text-body-secondary" role="status">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {tc('loading')}
        </p>
      ) : query.isError && !data ? (
        <div className="alert alert-danger" role="alert">
          {t('packages.loadError')}{' '}
          <button
            type="button"
            className="btn btn-link p-0 align-baseline"
            onClick={() => void query.refetch()}
          >
            {t('packages.retry')}
          </button>
        </div>
      ) : data ? (
        <>
          {mode !== 'pricing' && <DiscountLine answer={data} />}
          {data.packages.length === 0 ? (
            <p>{t('packages.empty')}</p>
          ) : (
            <ul
              className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-4 list-unstyled mt-1"
              data-testid="packages"
            >
              {data.packages.map((pkg) => (
                <li key={pkg.id} className="col">
                  <PackageCard pkg={pkg} href={loggedIn ? `/credits/${pkg.id}` : null} />
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}
