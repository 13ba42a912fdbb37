import { useFormatter, useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/lib/i18n/navigation';
import type { Package } from '@/lib/api-client/payments-types';
import { fromMinor } from './money';
import { Price } from './price';
import styles from './packages.module.scss';

type Props = {
  pkg: Package;
  /** Where "Choose" leads; none on the public price list for visitors. */
  href?: string | null;
  actionLabel?: string;
};

/** One credit package: tier style p0–p3, popular label, price (struck through when discounted). */
export function PackageCard({ pkg, href, actionLabel }: Props) {
  const t = useTranslations('payments.packages');
  const format = useFormatter();
  const credits = t('credits', { count: pkg.credits });
  const perCredit = format.number(fromMinor(pkg.price_per_credit_cents, pkg.currency), {
    style: 'currency',
    currency: pkg.currency,
    maximumFractionDigits: 3,
  });
  const price = format.number(fromMinor(pkg.amount_cents, pkg.currency), {
    style: 'currency',
    currency: pkg.currency,
  });
  return (
    <div
      className={`card h-100 position-relative text-center ${styles.tier} ${styles[pkg.tier] ?? ''} ${pkg.popular ? styles.popular : ''}`}
      data-testid={`package-${pkg.tier}`}
    >
      {pkg.popular && (
        <span className={`badge rounded-pill text-bg-primary ${styles.ribbon}`}>
          <Icon name="star-fill" aria-hidden="true" className="me-1" />
          {t('popular')}
        </span>
      )}
      <div className="card-body d-flex flex-column gap-2 pt-4">
        <h3 className="h4 card-title mb-0">{credits}</h3>
        <p className="fs-4 mb-0">
          <Price
            amount={pkg.amount_cents}
            currency={pkg.currency}
            original={pkg.discount_cents > 0 ? pkg.price_cents : null}
          />
        </p>
        <p className="small text-body-secondary mb-0">{t('perCredit', { price: perCredit })}</p>
        {pkg.savings_percentage > 0 && (
          <p className="mb-0">
            <span className="badge text-bg-success">{t('savings', { percent: pkg.savings_percentage })}</span>
          </p>
        )}
        {href && (
          <Link
            href={href}
            className={`btn ${pkg.popular ? 'btn-primary' : 'btn-outline-primary'} mt-auto`}
            aria-label={t('chooseLabel', { credits, price })}
          >
            {actionLabel ?? t('choose')}
          </Link>
        )}
      </div>
    </div>
  );
}
