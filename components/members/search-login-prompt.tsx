'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useSignupStore } from '@/stores/signup-store';
import { Icon } from '@/components/ui/icon';

/**
 * Shown to visitors instead of results when the site does not allow logged-out search (or only
 * with a traffic source they lack): spec §6.
 */
export function SearchLoginPrompt() {
  const t = useTranslations('members');
  const openSignup = useSignupStore((s) => s.openSignup);
  return (
    <div className="card card-body text-center py-5" data-testid="search-login-prompt">
      <Icon name="search-heart" className="display-4 text-primary" aria-hidden="true" />
      <h2 className="h4 mt-3">{t('loginToSearchTitle')}</h2>
      <p className="text-body-secondary">{t('loginToSearchText')}</p>
      <div className="d-flex justify-content-center gap-2 flex-wrap">
        <button type="button" className="btn btn-primary" onClick={() => openSignup({ target: null })}>
          {t('signupCta')}
        </button>
        <Link href="/login" className="btn btn-outline-primary">
          {t('loginCta')}
        </Link>
      </div>
    </div>
  );
}
