'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import type { ProfileCard } from '@/lib/schemas/profile';
import { LiveCamTile } from '@/components/discovery/live-cam-tile';
import { MemberGrid } from './member-card';

type Props = {
  profiles: ProfileCard[];
  numResults: number | null;
  capped: boolean;
  hasMore: boolean;
  loading: boolean;
  cdnPrefix: string;
  fictionalIcon: string;
  onMore: () => void;
};

/**
 * The result list: the count, the cards, and the next page appended by a "More" button or, when
 * the end of the list scrolls into view, automatically (IntersectionObserver).
 */
export function SearchResults({
  profiles,
  numResults,
  capped,
  hasMore,
  loading,
  cdnPrefix,
  fictionalIcon,
  onMore,
}: Props) {
  const t = useTranslations('members');
  const sentinel = useRef<HTMLDivElement>(null);
  const onMoreRef = useRef(onMore);
  useEffect(() => {
    onMoreRef.current = onMore;
  });

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onMoreRef.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, loading]);

  return (
    <section aria-labelledby="search-results-title">
      <h2 id="search-results-title" className="h5 mb-3" aria-live="polite" data-testid="search-count">
        {numResults === null
          ? t('resultsTitle')
          : capped
            ? t('countCapped', { count: numResults })
            : t('count', { count: numResults })}
      </h2>
      {numResults === 0 && <p className="text-body-secondary">{t('noResults')}</p>}
      {numResults === null && profiles.length === 0 && !loading && (
        <p className="text-body-secondary">{t('startHint')}</p>
      )}
      {/* The site's live-cam promotion leads the results; it renders nothing when the site has none. */}
      {profiles.length > 0 && <LiveCamTile className="mb-3" />}
      <MemberGrid
        profiles={profiles}
        cdnPrefix={cdnPrefix}
        fictionalIcon={fictionalIcon}
        testId="search-results"
        // The first row at the widest grid: on a phone, the first three rows.
        eagerCount={6}
      />
      <div ref={sentinel} className="text-center my-4">
        {hasMore && (
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={onMore}
            disabled={loading}
            data-testid="search-more"
          >
            {loading && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {t('more')}
          </button>
        )}
        {!hasMore && loading && (
          <span className="spinner-border text-primary" role="status" aria-label={t('loading')} />
        )}
      </div>
    </section>
  );
}
