import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { blockedNoticeName } from '@/lib/server/profiles/blocked-notice';
import { BlockedNotice } from '@/components/blocks/blocked-notice';

/**
 * 404 of /members/{id}: a missing or disabled profile gets the ordinary 404 text; a profile that
 * blocked the viewer gets "You're blocked by {name}" (spec §6), still with HTTP 404.
 */
export default async function MemberNotFound() {
  const name = await blockedNoticeName();
  if (name) return <BlockedNotice name={name} />;
  const t = await getTranslations('notFound');
  return (
    <div className="container py-5 text-center" data-testid="member-not-found">
      <p className="display-1 fw-bold text-primary mb-0" aria-hidden="true">
        404
      </p>
      <h1 className="h3">{t('title')}</h1>
      <p className="text-body-secondary">{t('text')}</p>
      <Link href="/" className="btn btn-primary">
        {t('home')}
      </Link>
    </div>
  );
}
