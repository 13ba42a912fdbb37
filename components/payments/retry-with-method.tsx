'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { usePaymentMethods, useRetryOrder } from '@/lib/api-client/payments';
import type { Order } from '@/lib/api-client/payments-types';
import { useFollowOrder } from './checkout';
import { PaymentMethodItem } from './payment-method-item';
import { useApiError } from '@/components/ui/use-api-error';

/**
 * "Retry with another method" (spec §4): a new order for the same package, country and discount
 * (POST order.php?retry=1), the failed method last in the list and not preselected.
 */
export function RetryWithMethod({ order }: { order: Order }) {
  const t = useTranslations('payments.result');
  const to = useTranslations('payments.order');
  const router = useRouter();
  const errorText = useApiError();
  const methods = usePaymentMethods(order.country, order.package_id);
  const retry = useRetryOrder();
  const follow = useFollowOrder();
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = [...(methods.data?.methods ?? [])].sort(
    (a, b) => Number(a.id === order.method) - Number(b.id === order.method),
  );

  const submit = async () => {
    if (!chosen) return;
    setError(null);
    if (chosen === 'directdebit') {
      router.push(`/directdebit?package=${order.package_id}`);
      return;
    }
    try {
      follow(await retry.mutateAsync({ id: order.id, method: chosen }));
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <section aria-labelledby="retry-title" data-testid="payment-retry">
      <h2 id="retry-title" className="h5">
        {t('retryTitle')}
      </h2>
      {methods.isPending ? (
        <p role="status">{to('methodsLoading')}</p>
      ) : list.length === 0 ? (
        <p>{to('noMethods')}</p>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <fieldset className="list-group mb-3">
            <legend className="visually-hidden">{t('retryTitle')}</legend>
            {list.map((m) => (
              <PaymentMethodItem
                key={m.id}
                method={m}
                name="retry-method"
                checked={chosen === m.id}
                onSelect={setChosen}
                disabled={retry.isPending}
              />
            ))}
          </fieldset>
          {error && (
            <div className="alert alert-danger" role="alert">
              {error}
            </div>
          )}
          <button type="submit" className="btn btn-success" disabled={!chosen || retry.isPending}>
            {retry.isPending ? to('redirecting') : t('retry')}
          </button>
        </form>
      )}
    </section>
  );
}
