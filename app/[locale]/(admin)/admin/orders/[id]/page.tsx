import { Fragment, type ReactNode } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { requireStaff } from '@/lib/server/admin/page';
import { orderDetail } from '@/lib/server/admin/money/orders';
import { AppError } from '@/lib/server/http/errors';
import type { ORDER_STATUSES } from '@/lib/schemas/admin-money';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ManualRefundForm } from '@/components/admin/money/manual-refund-form';

type Props = { params: Promise<{ locale: string; id: string }> };
type Status = (typeof ORDER_STATUSES)[number];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations('admin.orders');
  return { title: t('orderTitle', { id: (await params).id }) };
}

/** /admin/orders/{id}: the order, the provider's state, its events and the member's refund requests. */
export default async function OrderPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const staff = await requireStaff('orders', locale);
  if (!/^\d{1,9}$/.test(id)) notFound();
  let data;
  try {
    data = await orderDetail(staff, Number(id));
  } catch (err) {
    if (err instanceof AppError && (err.status === 404 || err.status === 403)) notFound();
    throw err;
  }
  const t = await getTranslations('admin.orders');
  const format = await getFormatter();
  const o = data.order;
  const money = (cents: number, currency = o.currency) =>
    format.number(cents / 100, { style: 'currency', currency });
  const when = (iso: string | null) =>
    iso ? format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'medium' }) : '—';
  const status = (s: string) => (t.has(`statuses.${s}`) ? t(`statuses.${s as Status}`) : s);
  const rows: [string, ReactNode][] = [
    [t('status'), status(o.status)],
    [t('site'), o.site_name],
    [t('package'), `${o.tier ?? '—'} · ${o.credits}`],
    [t('price'), money(o.price_cents)],
    [
      t('discount'),
      o.discount_cents > 0
        ? `${money(o.discount_cents)} (${o.discount_code ?? o.discount_kind} ${o.discount_percentage}%)`
        : '—',
    ],
    [t('amount'), money(o.amount_cents)],
    [t('country'), o.country ?? '—'],
    [t('method'), o.method ?? '—'],
    [t('provider'), `${o.provider} ${o.provider_payment_id ?? ''}`],
    [t('sequence'), o.sequence_type],
    [t('refundedSoFar'), `${o.refunded_credits} · ${money(o.refunded_cents)}`],
    [t('created'), when(o.created_at)],
    [t('paid'), when(o.paid_at)],
  ];

  return (
    <>
      <p>
        <Link href="/admin/orders">{t('back')}</Link>
      </p>
      <h1 className="h3">{t('orderTitle', { id: o.id })}</h1>
      <div className="row g-4">
        <section className="col-lg-6" aria-labelledby="order-facts">
          <h2 id="order-facts" className="h5">
            {t('facts')}
          </h2>
          <dl className="row small" data-testid="order-facts">
            {rows.map(([label, value]) => (
              <Fragment key={label}>
                <dt className="col-5">{label}</dt>
                <dd className="col-7">{value}</dd>
              </Fragment>
            ))}
          </dl>
        </section>
        <section className="col-lg-6" aria-labelledby="order-provider">
          <h2 id="order-provider" className="h5">
            {t('providerState')}
          </h2>
          {data.provider === null ? (
            <p>{t('noProviderPayment')}</p>
          ) : 'unavailable' in data.provider ? (
            <p role="status">{t('providerUnavailable')}</p>
          ) : (
            <p data-testid="provider-state">
              {t('providerLine', {
                status: data.provider.status,
                amount: money(data.provider.amount_cents, data.provider.currency),
                refunded: money(data.provider.refunded_cents, data.provider.currency),
              })}
            </p>
          )}
          <h2 className="h5 mt-4">{t('member')}</h2>
          {data.member ? (
            <p>
              {data.member.email} (#{data.member.id}) · {t('balance', { credits: data.member.credits })}
            </p>
          ) : (
            <p>{t('deletedMember')}</p>
          )}
        </section>
      </div>

      <section aria-labelledby="order-events" className="mt-3">
        <h2 id="order-events" className="h5">
          {t('events')}
        </h2>
        <table className="table table-sm">
          <caption className="visually-hidden">{t('events')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('when')}</th>
              <th scope="col">{t('fromTo')}</th>
              <th scope="col">{t('eventReason')}</th>
              <th scope="col">{t('providerStatus')}</th>
            </tr>
          </thead>
          <tbody>
            {data.events.map((e) => (
              <tr key={e.id}>
                <td>{when(e.at)}</td>
                <td>
                  {e.from ? status(e.from) : '—'} → {status(e.to)}
                </td>
                <td>{e.reason}</td>
                <td>{e.provider_status ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="order-refunds" className="mt-3">
        <h2 id="order-refunds" className="h5">
          {t('refundRequests')}
        </h2>
        {data.refund_requests.length === 0 ? (
          <p>{t('noRefunds')}</p>
        ) : (
          <table className="table table-sm" data-testid="refund-requests">
            <caption className="visually-hidden">{t('refundRequests')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('when')}</th>
                <th scope="col">{t('order')}</th>
                <th scope="col">{t('credits')}</th>
                <th scope="col">{t('amount')}</th>
                <th scope="col">{t('status')}</th>
              </tr>
            </thead>
            <tbody>
              {data.refund_requests.map((r) => (
                <tr key={r.id}>
                  <td>{when(r.created_at)}</td>
                  <td>
                    <Link href={`/admin/orders/${r.order_id}`}>#{r.order_id}</Link>
                  </td>
                  <td>{r.credits}</td>
                  <td>{money(r.amount_cents, r.currency)}</td>
                  <td>
                    {t.has(`refundStatuses.${r.status}`)
                      ? t(`refundStatuses.${r.status as 'pending'}`)
                      : r.status}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className="mt-3 card card-body">
        {data.refundable ? (
          <ClientMessages namespaces={['admin.orders', 'admin.errors']}>
            <ManualRefundForm
              orderId={o.id}
              summary={t(data.refundable.in_refund_period ? 'refundable' : 'refundableAfterPeriod', {
                credits: data.refundable.credits,
                amount: money(data.refundable.amount_cents),
                days: data.refund_days,
              })}
            />
          </ClientMessages>
        ) : (
          <p className="mb-0">{t('notRefundable')}</p>
        )}
      </section>
    </>
  );
}
