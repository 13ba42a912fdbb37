'use client';

import { useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useRepeatOrder, useRepeatOrderInfo } from '@/lib/api-client/payments';
import { apiError } from '@/lib/api-client/api-error';
import { fromMinor } from './money';
import { useFollowOrder } from './checkout';
import { useApiError } from '@/components/ui/use-api-error';

/**
 * /credits/repeat-order (spec §2): the last paid order again in one step. With a stored mandate
 * (SEPA or card) it is charged without leaving the page and the result page follows; a refused
 * stored card shows the spec's message and the way to pay by hand.
 */
export function RepeatOrder() {
  const t = useTranslations('payments.repeat');
  const tp = useTranslations('payments.packages');
  const tc = useTranslations('common');
  const format = useFormatter();
  const errorText = useApiError();
  const info = useRepeatOrderInfo();
  const repeat = useRepeatOrder();
  const follow = useFollowOrder();
  const [error, setError] = useState<{ text: string; card: boolean } | null>(null);

  if (info.isPending) {
    return (
      <p role="status">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        {tc('loading')}
      </p>
    );
  }
  const data = info.data;
  if (!data?.order) {
    return (
      <p data-testid="repeat-none">
        {t('none')} <Link href="/credits">{tp('title')}</Link>
      </p>
    );
  }
  if (!data.package) {
    return (
      <p>
        {t('packageGone')} <Link href="/credits">{tp('title')}</Link>
      </p>
    );
  }
  const pkg = data.package;
  const price = format.number(fromMinor(pkg.amount_cents, pkg.currency), {
    style: 'currency',
    currency: pkg.currency,
  });

  const submit = async () => {
    setError(null);
    try {
      follow(await repeat.mutateAsync());
    } catch (err) {
      const card = apiError(err).error === 'recurring_card_failed';
      setError({ text: card ? t('recurringCardFailed') : errorText(err), card });
      if (card) void info.refetch();
    }
  };

  return (
    <div data-testid="repeat-order">
      <p>{t('intro')}</p>
      <p>{data.mandate ? t('mandate', { label: data.mandate.label }) : t('noMandate')}</p>
      {error && (
        <div className="alert alert-danger" role="alert" data-testid="repeat-error">
          {error.text}
          {error.card && (
            <div className="mt-2">
              <Link href={`/credits/${pkg.id}`} className="btn btn-sm btn-light">
                {t('payManually')}
              </Link>
            </div>
          )}
        </div>
      )}
      <button
        type="button"
        className="btn btn-success btn-lg"
        disabled={repeat.isPending}
        onClick={() => void submit()}
      >
        {repeat.isPending
          ? t('charging')
          : t('confirm', { credits: tp('credits', { count: pkg.credits }), price })}
      </button>
    </div>
  );
}
