'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/lib/i18n/navigation';
import { useOrder } from '@/lib/api-client/payments';
import { PAID_STATUSES, WAITING_STATUSES } from '@/lib/api-client/payments-types';
import { RetryWithMethod } from './retry-with-method';

/** After this long without a final state the page stops asking and says so (no endless spinner). */
export const ORDER_GIVE_UP_MS = 2 * 60_000;

/**
 * The payment result of spec §4 (/transactions/{id}): loading → pending (asks the server every
 * 3 s, gives up after 2 minutes with a clear text) → completed (credits added; the top bar's
 * balance is updated through the user query) or failed/cancelled with a retry by another method.
 * The state comes from the server only; the return redirect carries nothing we trust.
 */
export function PaymentResult({ orderId }: { orderId: number }) {
  const t = useTranslations('payments.result');
  const tr = useTranslations('payments.repeat');
  const [gaveUp, setGaveUp] = useState(false);
  const query = useOrder(orderId, !gaveUp);
  const status = query.data?.order.status;
  const waiting = !query.data || WAITING_STATUSES.includes(query.data.order.status);

  useEffect(() => {
    if (!waiting || gaveUp) return;
    const timer = window.setTimeout(() => setGaveUp(true), ORDER_GIVE_UP_MS);
    return () => window.clearTimeout(timer);
  }, [waiting, gaveUp]);

  if (query.isPending) {
    return (
      <p role="status" data-testid="payment-loading">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        {t('loading')}
      </p>
    );
  }
  if (!query.data) {
    return (
      <div className="alert alert-danger" role="alert" data-testid="payment-load-error">
        {t('loadError')}{' '}
        <button
          type="button"
          className="btn btn-link p-0 align-baseline"
          onClick={() => void query.refetch()}
        >
          {t('checkAgain')}
        </button>
      </div>
    );
  }

  const { order, balance, paid_user } = query.data;

  if (status && WAITING_STATUSES.includes(status)) {
    if (gaveUp) {
      return (
        <div className="alert alert-info" role="status" data-testid="payment-pending-long">
          <p>{t('pendingLong')}</p>
          <div className="d-flex flex-wrap gap-3 align-items-center">
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                setGaveUp(false);
                void query.refetch();
              }}
            >
              {t('checkAgain')}
            </button>
            <Link href="/transactions">{t('toTransactions')}</Link>
          </div>
        </div>
      );
    }
    return (
      <div
        className="alert alert-info d-flex align-items-center gap-2"
        role="status"
        data-testid="payment-pending"
      >
        <Icon name="hourglass-split" aria-hidden="true" />
        <span>{t('pending')}</span>
        <span className="spinner-border spinner-border-sm ms-auto" aria-hidden="true" />
      </div>
    );
  }

  if (status && PAID_STATUSES.includes(status)) {
    return (
      <div className="alert alert-success" role="status" data-testid="payment-completed">
        <h2 className="h4 d-flex align-items-center gap-2">
          <Icon name="check-circle-fill" aria-hidden="true" />
          {t('completed', { count: order.credits })}
        </h2>
        {status !== 'paid' && <p>{t('refunded')}</p>}
        {paid_user && <p className="mb-1">{t('premiumNow')}</p>}
        <p>{t('balance', { count: balance })}</p>
        <div className="d-flex flex-wrap gap-2">
          <Link href="/members" className="btn btn-primary">
            {t('toMembers')}
          </Link>
          <Link href="/chats" className="btn btn-outline-primary">
            {t('toChats')}
          </Link>
        </div>
      </div>
    );
  }

  // failed, canceled, expired
  return (
    <div data-testid="payment-failed">
      <div className="alert alert-danger d-flex align-items-center gap-2" role="alert">
        <Icon name="exclamation-triangle-fill" aria-hidden="true" />
        <span>{order.failure === 'recurring_card_failed' ? tr('recurringCardFailed') : t('failed')}</span>
      </div>
      <RetryWithMethod order={order} />
    </div>
  );
}
