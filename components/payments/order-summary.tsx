import { useTranslations } from 'next-intl';
import { Price } from './price';

type Props = {
  credits: number;
  currency: string;
  priceCents: number;
  amountCents: number;
  discount: { code: string; value_percentage: string } | null;
};

/** The order overview of spec §2: package, price, discount, total, and the VAT line. */
export function OrderSummary({ credits, currency, priceCents, amountCents, discount }: Props) {
  const t = useTranslations('payments.order');
  const tp = useTranslations('payments.packages');
  const discounted = discount && amountCents < priceCents;
  return (
    <table className="table mb-1" data-testid="order-summary">
      <tbody>
        <tr>
          <th scope="row" className="fw-normal">
            {t('package')}
          </th>
          <td className="text-end">{tp('credits', { count: credits })}</td>
        </tr>
        <tr>
          <th scope="row" className="fw-normal">
            {t('price')}
          </th>
          <td className="text-end">
            <Price amount={priceCents} currency={currency} />
          </td>
        </tr>
        {discounted && (
          <tr data-testid="order-discount">
            <th scope="row" className="fw-normal">
              {t('discount', { code: discount.code, percent: Number(discount.value_percentage) })}
            </th>
            <td className="text-end text-success-emphasis">
              −<Price amount={priceCents - amountCents} currency={currency} />
            </td>
          </tr>
        )}
        <tr className="fs-5">
          <th scope="row">{t('total')}</th>
          <td className="text-end" data-testid="order-total">
            <Price amount={amountCents} currency={currency} original={discounted ? priceCents : null} />
          </td>
        </tr>
      </tbody>
      <caption className="caption-bottom small">{t('vat')}</caption>
    </table>
  );
}
