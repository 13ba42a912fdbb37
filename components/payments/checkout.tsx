'use client';

import { useEffect, useRef, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { useCreateOrder, usePackages, usePaymentMethods } from '@/lib/api-client/payments';
import type { OrderCreated } from '@/lib/api-client/payments-types';
import { useSessionStore } from '@/stores/session-store';
import { codeToApply } from '@/stores/time-bonus';
import { fromMinor } from './money';
import { OrderSummary } from './order-summary';
import { PaymentMethodItem } from './payment-method-item';
import { useApiError } from '@/components/ui/use-api-error';

/** Sends the browser where the order continues: the provider's page, or the result page. */
export function useFollowOrder(): (created: OrderCreated) => void {
  const router = useRouter();
  return ({ order, redirect_url }) => {
    if (redirect_url) window.location.assign(redirect_url);
    else router.push(`/transactions/${order.id}`);
  };
}

type Props = { packageId: number; method: string | null };

/**
 * /credits/{id}/{paymentmethod?} (spec §2): the order overview, the methods for the payment
 * country, and pay. With a method in the URL it goes straight on to the provider. Direct debit
 * goes through /directdebit, where the mandate is given (or reused).
 */
export function Checkout({ packageId, method }: Props) {
  const t = useTranslations('payments.order');
  const tc = useTranslations('common');
  const format = useFormatter();
  const router = useRouter();
  const errorText = useApiError();
  const country = useSessionStore((s) => s.paymentCountry);
  const code = useSessionStore(codeToApply);
  const packages = usePackages(country, code);
  const answer = packages.data;
  const pkg = answer?.packages.find((p) => p.id === packageId) ?? null;
  const methods = usePaymentMethods(answer?.country ?? country, packageId);
  const create = useCreateOrder();
  const follow = useFollowOrder();
  const [chosen, setChosen] = useState<string | null>(method);
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const started = useRef(false);

  const pay = async (id: string) => {
    if (!pkg || !answer) return;
    setError(null);
    if (id === 'directdebit') {
      setLeaving(true);
      router.push(`/directdebit?package=${pkg.id}`);
      return;
    }
    try {
      setLeaving(true);
      follow(
        await create.mutateAsync({
          package_id: pkg.id,
          country: answer.country,
          method: id,
          discount_code: code,
        }),
      );
    } catch (err) {
      setLeaving(false);
      setError(errorText(err));
    }
  };

  // A method in the URL: straight on to the provider, once.
  useEffect(() => {
    if (!method || started.current || !pkg) return;
    started.current = true;
    void pay(method);
  });

  if (packages.isPending) {
    return (
      <p role="status">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        {tc('loading')}
      </p>
    );
  }
  if (!answer || !pkg) {
    return (
      <div className="alert alert-warning" role="alert">
        {packages.isError ? t('methodsError') : t('notFound')}{' '}
        <Link href="/credits">{t('otherPackages')}</Link>
      </div>
    );
  }

  const price = format.number(fromMinor(pkg.amount_cents, pkg.currency), {
    style: 'currency',
    currency: pkg.currency,
  });
  const list = methods.data?.methods ?? [];
  const selected = chosen && list.some((m) => m.id === chosen) ? chosen : null;

  return (
    <div className="row g-4">
      <section className="col-md-6" aria-labelledby="order-title">
        <h2 id="order-title" className="h4">
          {t('title')}
        </h2>
        <OrderSummary
          credits={pkg.credits}
          currency={pkg.currency}
          priceCents={pkg.price_cents}
          amountCents={pkg.amount_cents}
          discount={pkg.discount_cents > 0 && answer.discount ? answer.discount : null}
        />
        <Link href="/credits" className="small">
          {t('otherPackages')}
        </Link>
      </section>
      <section className="col-md-6" aria-labelledby="methods-title">
        <h2 id="methods-title" className="h4">
          {t('methodsTitle')}
        </h2>
        {methods.isPending ? (
          <p role="status">{t('methodsLoading')}</p>
        ) : methods.isError ? (
          <div className="alert alert-danger" role="alert">
            {t('methodsError')}
          </div>
        ) : list.length === 0 ? (
          <p>{t('noMethods')}</p>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (selected) void pay(selected);
            }}
          >
            <fieldset className="list-group mb-3" data-testid="payment-methods">
              <legend className="visually-hidden">{t('methodsTitle')}</legend>
              {list.map((m) => (
                <PaymentMethodItem
                  key={m.id}
                  method={m}
                  name="payment-method"
                  checked={selected === m.id}
                  onSelect={setChosen}
                  disabled={leaving}
                />
              ))}
            </fieldset>
            {error && (
              <div className="alert alert-danger" role="alert">
                {error}
              </div>
            )}
            {leaving ? (
              <p role="status">
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                {t('redirecting')}
              </p>
            ) : (
              <button type="submit" className="btn btn-success btn-lg w-100" disabled={!selected}>
                {t('pay', { price })}
              </button>
            )}
          </form>
        )}
      </section>
    </div>
  );
}
