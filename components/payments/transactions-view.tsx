'use client';

import { useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useRefund, useTransactions } from '@/lib/api-client/payments';
import type { Order } from '@/lib/api-client/payments-types';
import { fromMinor } from './money';
import { Price } from './price';
import { useApiError } from '@/components/ui/use-api-error';

function RefundButton({ order }: { order: Order }) {
  const t = useTranslations('payments.transactions');
  const format = useFormatter();
  const errorText = useApiError();
  const refund = useRefund();
  const [text, setText] = useState<{ ok: boolean; text: string } | null>(null);
  const r = order.refundable;
  if (!r || r.credits <= 0) return null;
  const money = (minor: number, currency: string) =>
    format.number(fromMinor(minor, currency), { style: 'currency', currency });
  if (text) {
    return (
      <span className={text.ok ? 'text-success-emphasis' : 'text-danger'} role={text.ok ? 'status' : 'alert'}>
        {text.text}
      </span>
    );
  }
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        disabled={refund.isPending}
        onClick={() =>
          refund.mutateAsync(order.id).then(
            (answer) => {
              setText({
                ok: true,
                text: t('refundDone', {
                  count: answer.refund.credits,
                  amount: money(answer.refund.amount_cents, answer.refund.currency),
                }),
              });
            },
            (err: unknown) => setText({ ok: false, text: errorText(err) }),
          )
        }
      >
        {t('refund', { count: r.credits, amount: money(r.amount_cents, order.currency) })}
      </button>
      <span className="d-block small text-body-secondary">
        {t('refundUntil', { date: format.dateTime(new Date(r.until), { dateStyle: 'medium' }) })}
      </span>
    </>
  );
}

/**
 * /transactions (spec §2): the member's orders (with their state and, within refund_days, the
 * return of unused credits) and the credit history of the ledger with its reasons.
 */
export function TransactionsView() {
  const t = useTranslations('payments.transactions');
  const tp = useTranslations('payments.packages');
  const tc = useTranslations('common');
  const format = useFormatter();
  const query = useTransactions();
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });

  if (query.isPending) {
    return (
      <p role="status">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        {tc('loading')}
      </p>
    );
  }
  if (!query.data) {
    return (
      <div className="alert alert-danger" role="alert">
        {t('loadError')}
      </div>
    );
  }
  const { orders, ledger, balance } = query.data;
  return (
    <>
      <p className="lead" data-testid="transactions-balance">
        {t('balance', { count: balance })}
      </p>
      <section aria-labelledby="orders-title" className="mb-4">
        <h2 id="orders-title" className="h4">
          {t('ordersTitle')}
        </h2>
        {orders.length === 0 ? (
          <p>{t('noOrders')}</p>
        ) : (
          <div className="table-responsive">
            <table className="table align-middle" data-testid="orders">
              <thead>
                <tr>
                  <th scope="col">{t('date')}</th>
                  <th scope="col">{t('order')}</th>
                  <th scope="col" className="text-end">
                    {t('amount')}
                  </th>
                  <th scope="col">{t('status')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('view')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {orders.map((o) => (
                  <tr key={o.id}>
                    <td>{date(o.created_at)}</td>
                    <td>
                      {t('orderNumber', { id: o.id })}: {tp('credits', { count: o.credits })}
                    </td>
                    <td className="text-end">
                      <Price amount={o.amount_cents} currency={o.currency} />
                    </td>
                    <td>{t(`statuses.${o.status}`)}</td>
                    <td>
                      <Link href={`/transactions/${o.id}`} className="me-2">
                        {t('view')}
                      </Link>
                      <RefundButton order={o} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="ledger-title">
        <h2 id="ledger-title" className="h4">
          {t('ledgerTitle')}
        </h2>
        {ledger.length === 0 ? (
          <p>{t('noLedger')}</p>
        ) : (
          <div className="table-responsive">
            <table className="table" data-testid="ledger">
              <thead>
                <tr>
                  <th scope="col">{t('date')}</th>
                  <th scope="col">{t('reason')}</th>
                  <th scope="col" className="text-end">
                    {t('change')}
                  </th>
                  <th scope="col" className="text-end">
                    {t('balanceAfter')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {ledger.map((e) => (
                  <tr key={e.id}>
                    <td>{date(e.created_at)}</td>
                    <td>{t.has(`reasons.${e.reason}`) ? t(`reasons.${e.reason}`) : e.reason}</td>
                    <td
                      className={`text-end ${e.delta < 0 ? 'text-danger-emphasis' : 'text-success-emphasis'}`}
                    >
                      {e.delta > 0 ? `+${e.delta}` : e.delta}
                    </td>
                    <td className="text-end">{e.balance_after}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
