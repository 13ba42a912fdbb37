import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { Icon } from '@/components/ui/icon';

/**
 * What a blocked member sees where they reach the blocker (spec §6): "You're blocked by {name}".
 * The profile page serves it with HTTP 404 (to the blocked member the profile does not exist).
 */
export function BlockedNotice({ name }: { name: string }) {
  const t = useTranslations('blocks');
  return (
    <div className="container py-5 text-center" data-testid="blocked-notice">
      <Icon name="slash-circle" className="display-3 text-secondary" aria-hidden="true" />
      <h1 className="h3 mt-3">{t('blockedBy', { name })}</h1>
      <p className="text-body-secondary">{t('blockedByText')}</p>
      <Link href="/members" className="btn btn-primary">
        {t('backToSearch')}
      </Link>
    </div>
  );
}
