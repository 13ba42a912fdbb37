'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { adminFetch } from '@/lib/api-client/admin';
import { useAdminError } from '../use-admin-error';

type Props = { orderId: number; summary: string };

/** The owner's manual refund of an order's unused credits, with the reason the audit log keeps. */
export function ManualRefundForm({ orderId, summary }: Props) {
  const t = useTranslations('admin.orders');
  const errorText = useAdminError();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const reason = String(new FormData(e.currentTarget).get('reason') ?? '').trim();
    if (!window.confirm(t('refundConfirm', { summary }))) return;
    setBusy(true);
    setError(null);
    try {
      const res = await adminFetch<{ refund: { credits: number } }>('/api/admin/orders/refund', {
        method: 'POST',
        body: { order_id: orderId, reason },
      });
      setDone(t('refunded', { credits: res.refund.credits }));
      router.refresh();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} aria-labelledby="refund-title" data-testid="manual-refund">
      <h2 id="refund-title" className="h5">
        {t('refundTitle')}
      </h2>
      <p>{summary}</p>
      {error && (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      )}
      {done && (
        <div className="alert alert-success" role="status">
          {done}
        </div>
      )}
      <div className="mb-2">
        <label className="form-label" htmlFor="refund-reason">
          {t('refundReason')}
        </label>
        <textarea
          id="refund-reason"
          name="reason"
          className="form-control"
          rows={2}
          minLength={3}
          maxLength={500}
          required
        />
      </div>
      <button type="submit" className="btn btn-danger" disabled={busy}>
        {t('refundSubmit')}
      </button>
    </form>
  );
}
