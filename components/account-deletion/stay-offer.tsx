'use client';

import { useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useAcceptDeleteDiscount } from '@/lib/api-client/account-deletion';
import { apiError } from '@/lib/api-client/api-error';
import type { DeleteOffer, StayDiscount } from '@/lib/schemas/account-deletion';
import { ActionButton } from '@/components/ui/action-button';
import { Icon } from '@/components/ui/icon';

const KNOWN = new Set(['no_delete_discount', 'delete_discount_used', 'delete_attempt_required', 'offline']);

/**
 * The site's delete_discount: stay and get a personal code (shown again while it is usable).
 * The delete form shows the offer once the member confirmed with the password.
 */
export function StayOffer({ offer }: { offer: DeleteOffer }) {
  const t = useTranslations('deleteAccount');
  const tg = useTranslations('errors');
  const format = useFormatter();
  const accept = useAcceptDeleteDiscount();
  const [code, setCode] = useState<StayDiscount | null>(offer.code);
  const [error, setError] = useState<string | null>(null);

  if (code) {
    const percent = Number(code.value_percentage);
    return (
      <section className="card border-success mb-4" aria-labelledby="stay-code-title" data-testid="stay-code">
        <div className="card-body">
          <h2 id="stay-code-title" className="h5 card-title">
            {t('codeTitle')}
          </h2>
          <p className="display-6 font-monospace mb-2">{code.code}</p>
          <p>
            {t('codeBody', {
              percent,
              date: format.dateTime(new Date(code.expires), { dateStyle: 'long' }),
            })}
          </p>
          {/* The code travels with the link: /credits checks it and applies it to the prices. */}
          <Link href={`/credits?code=${encodeURIComponent(code.code)}`} className="btn btn-success">
            {t('codeAction')}
          </Link>
        </div>
      </section>
    );
  }
  if (!offer.available || offer.percentage <= 0) return null;

  const onAccept = async () => {
    setError(null);
    try {
      setCode(await accept.mutateAsync());
    } catch (err) {
      const e = apiError(err).error;
      setError(KNOWN.has(e) ? t(`errors.${e}`) : tg('generic'));
    }
  };

  return (
    <section className="card border-success mb-4" aria-labelledby="stay-offer-title" data-testid="stay-offer">
      <div className="card-body">
        <h2 id="stay-offer-title" className="h5 card-title">
          <Icon name="gift" className="me-2 text-success" aria-hidden="true" />
          {t('offerTitle', { percent: offer.percentage })}
        </h2>
        <p>{t('offerBody', { percent: offer.percentage })}</p>
        <ActionButton
          error={error}
          pending={accept.isPending}
          label={t('offerAccept')}
          pendingLabel={t('offerAccepting')}
          onClick={() => void onAccept()}
          variant="success"
        />
      </div>
    </section>
  );
}
