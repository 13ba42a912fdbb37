'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

/** Shown instead of the form when the site takes no signups (or only from a traffic source). */
export function SignupClosed({ onGoToLogin }: { onGoToLogin?: () => void }) {
  const t = useTranslations('signup.closed');
  return (
    <div className="alert alert-info mb-0" role="status">
      <h2 className="h5">{t('title')}</h2>
      <p>{t('body')}</p>
      <p className="mb-0">
        {t('member')}{' '}
        <Link href="/login" onClick={onGoToLogin}>
          {t('login')}
        </Link>
      </p>
    </div>
  );
}
