import { useFormatter, useTranslations } from 'next-intl';
import { fromMinor } from './money';

type Props = {
  /** What is paid, in minor units of `currency`. */
  amount: number;
  currency: string;
  /** The price before a discount, shown struck through when it is higher than `amount`. */
  original?: number | null;
  className?: string;
};

/**
 * The shared "price" piece (spec §2): an amount in the member's locale, and the undiscounted
 * price struck through beside it. No 'use client': it renders on the server and inside islands.
 */
export function Price({ amount, currency, original, className }: Props) {
  const format = useFormatter();
  const t = useTranslations('payments.price');
  const money = (minor: number) => format.number(fromMinor(minor, currency), { style: 'currency', currency });
  const discounted = original != null && original > amount;
  return (
    <span className={className} data-testid="price">
      {discounted && (
        <>
          <del className="text-body-secondary me-2" aria-hidden="true">
            {money(original)}
          </del>
          <span className="visually-hidden">{t('was', { price: money(original) })}</span>
        </>
      )}
      <span className="fw-semibold">{money(amount)}</span>
    </span>
  );
}
