'use client';

import { useTranslations } from 'next-intl';
import { useFinder } from '@/lib/api-client/suggestions';
import { SuggestionGrid } from './suggestion-grid';

/** /match-finder: ranked suggestions, a page at a time, appended with "show more". */
export function MatchFinder() {
  const t = useTranslations('matchFinder');
  const { data, isPending, isError, refetch, fetchNextPage, hasNextPage, isFetchingNextPage } = useFinder();

  if (isPending) return <p role="status">{t('loading')}</p>;
  if (isError && !data) {
    return (
      <div className="alert alert-danger" role="alert">
        {t('loadError')}{' '}
        <button
          type="button"
          className="btn btn-link alert-link p-0 align-baseline"
          onClick={() => void refetch()}
        >
          {t('retry')}
        </button>
      </div>
    );
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
