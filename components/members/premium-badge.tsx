import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';

/** The gold badge of a premium member (spec §2); works in Server and Client Components. */
export function PremiumBadge({ className = '' }: { className?: string }) {
  const t = useTranslations('members');
  return (
    <span
      className={`badge rounded-pill premium-badge ${className}`}
      style={{ background: 'linear-gradient(135deg, #f7d774, #d4a017)', color: '#3b2a00' }}
      title={t('premiumBadge')}
      data-testid="premium-badge"
    >
      <Icon name="gem" aria-hidden="true" />
      <span className="visually-hidden">{t('premiumBadge')}</span>
    </span>
  );
}
