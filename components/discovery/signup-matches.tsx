'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useSignupMatches } from '@/lib/api-client/suggestions';
import { SuggestionGrid } from './suggestion-grid';
import { LoadError } from './load-error';

/** Where "continue" goes: home with the flag the activation reminder reads (as after /complete-signup). */
export const AFTER_SIGNUP_MATCHES_URL = '/?api_signup_complete=1';

/** /signup-matches: the first suggestions for a new member, with like buttons, then onwards. */
export function SignupMatches() {
  const t = useTranslations('signupMatches');
  const { data, isPending, isError, refetch } = useSignupMatches();
  return (
    <>
      {isPending && <p role="status">{t('loading')}</p>}
      {isError && <LoadError text={t('loadError')} retryLabel={t('retry')} onRetry={() => void refetch()} />}
      {data && data.profiles.length === 0 && <p className="text-body-secondary">{t('empty')}</p>}
      {data && data.profiles.length > 0 && (
        <SuggestionGrid profiles={data.profiles} testId="signup-matches-grid" />
      )}
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-3 mt-4">
        <Link href="/match-finder">{t('more')}</Link>
        <Link href={AFTER_SIGNUP_MATCHES_URL} className="btn btn-primary px-4">
          {t('continue')}
        </Link>
      </div>
    </>
  );
}
