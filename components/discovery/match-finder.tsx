'use client';

import { useTranslations } from 'next-intl';
import { useFinder } from '@/lib/api-client/suggestions';
import { SuggestionGrid } from './suggestion-grid';
import { LoadError } from './load-error';

/** /match-finder: ranked suggestions, a page at a time, appended with "show more". */
export function MatchFinder() {
  const t = useTranslations('matchFinder');
  const { data, isPending, isError, refetch, fetchNextPage, hasNextPage, isFetchingNextPage } = useFinder();

  if (isPending) return <p role="status">{t('loading')}</p>;
  if (isError && !data) {
    return <LoadError text={t('loadError')} retryLabel={t('retry')} onRetry={() => void refetch()} />;
  }
  const profiles = data.pages.flatMap((page) => page.profiles);
  if (profiles.length === 0) return <p className="text-body-secondary">{t('empty')}</p>;

  return (
    <>
      <SuggestionGrid profiles={profiles} testId="match-finder-grid" />
      <p className="small text-body-secondary mt-3" role="status">
        {t('shown', { count: profiles.length })}
      </p>
      {hasNextPage && (
        <div className="text-center mt-3">
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
          >
            {isFetchingNextPage ? t('loadingMore') : t('more')}
          </button>
        </div>
      )}
    </>
  );
}
