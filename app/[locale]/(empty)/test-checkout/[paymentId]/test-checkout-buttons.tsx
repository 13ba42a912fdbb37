'use client';

import { useState } from 'react';
import { useRouter } from '@/lib/i18n/navigation';

type Outcome = { outcome: string; label: string; variant: string };

/** The test checkout's buttons: POST the outcome, then go to the payment result page. */
export function TestCheckoutButtons({
  paymentId,
  outcomes,
  errorText,
}: {
  paymentId: string;
  outcomes: Outcome[];
  errorText: string;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function choose(outcome: string) {
    setBusy(true);
    setFailed(false);
    try {
      const res = await fetch('/api/test-checkout.php', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ payment_id: paymentId, outcome }),
      });
      const json = (await res.json()) as { redirect_url?: string };
      if (!res.ok || !json.redirect_url) throw new Error(String(res.status));
      router.push(json.redirect_url);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }
  return (
    <div className="d-flex flex-wrap gap-2" aria-busy={busy}>
      {outcomes.map((o) => (
        <button
          key={o.outcome}
          type="button"
          className={`btn ${o.variant}`}
          disabled={busy}
          onClick={() => void choose(o.outcome)}
          data-outcome={o.outcome}
        >
          {o.label}
        </button>
      ))}
      {failed && (
        <p role="alert" className="w-100 text-danger mb-0">
          {errorText}
        </p>
      )}
    </div>
  );
}
