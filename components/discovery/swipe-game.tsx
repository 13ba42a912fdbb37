'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useSettings } from '@/lib/session/page-session';
import { Link } from '@/lib/i18n/navigation';
import { apiError } from '@/lib/api-client/api-error';
import { useSwipe, useSwipeDeck } from '@/lib/api-client/swipe';
import type { LikeProfile } from '@/lib/schemas/likes';
import type { SwipeDecision } from '@/lib/schemas/matching';
import { MatchFollowUp } from './match-follow-up';
import { LiveCamTile } from './live-cam-tile';
import { SwipeCard } from './swipe-card';
import { SwipeQuotaMessage } from './swipe-quota-message';
import { LoadError } from './load-error';
import { Icon } from '@/components/ui/icon';

/** Keys that decide, like the buttons (the drag's keyboard equivalent). */
const KEYS: Record<string, SwipeDecision> = {
  ArrowRight: 'like',
  l: 'like',
  L: 'like',
  ArrowLeft: 'pass',
  p: 'pass',
  P: 'pass',
};

function typingInto(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)));
}

/**
 * The swipe game (spec §2, §6): one card at a time, like or pass by dragging, by the buttons or
 * by the keys (→/L like, ←/P pass). Each result is announced to screen readers. After the day's
 * likes are used, the message says when new ones come and liking stops; passing goes on.
 */
export function SwipeGame() {
  const t = useTranslations('swipe');
  const tg = useTranslations('errors');
  const settings = useSettings();
  const { data, isPending, isError, refetch, isFetching } = useSwipeDeck();
  const swipe = useSwipe();
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [match, setMatch] = useState<LikeProfile | null>(null);

  const current = data?.profiles[0];
  const outOfLikes = data?.likes_left === 0;

  const decide = useCallback(
    (decision: SwipeDecision) => {
      if (!current || !data) return;
      if (decision === 'like' && data.likes_left === 0) {
        setAnnouncement(t('quota', { limit: data.limit }));
        return;
      }
      setError(null);
      const name = current.name;
      swipe.mutate(
        { profileId: current.id, decision },
        {
          onSuccess: (r) => {
            if (r.match && r.profile) setMatch(r.profile);
            setAnnouncement(
              r.match
                ? t('matched', { name })
                : decision === 'like'
                  ? t('liked', { name })
                  : t('passed', { name }),
            );
          },
          onError: (err) => {
            const e = apiError(err);
            const known = ['swipe_limit', 'profile_not_found', 'blocked', 'you_blocked', 'offline'];
            const message = known.includes(e.error)
              ? t(`errors.${e.error}`, { name: String(e.name ?? name), limit: Number(e.limit ?? data.limit) })
              : tg('generic');
            setError(message);
            setAnnouncement(message);
          },
        },
      );
    },
    [current, data, swipe, t, tg],
  );

  // The latest decide for the window's key listener, which is added once.
  const decideRef = useRef(decide);
  useEffect(() => {
    decideRef.current = decide;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const decision = KEYS[e.key];
      if (!decision || e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented || typingInto(e.target))
        return;
      // An open dialog (match, icebreaker, signup) owns the keyboard.
      if (document.querySelector('.modal.show')) return;
      e.preventDefault();
      decideRef.current(decision);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (isPending) return <p role="status">{t('loading')}</p>;
  if (isError || !data) {
    return <LoadError text={t('loadError')} retryLabel={t('retry')} onRetry={() => void refetch()} />;
  }

  return (
    <div className="mx-auto" style={{ maxWidth: 420 }}>
      <p className="text-center mb-3">
        <span className="badge rounded-pill text-bg-light border fs-6" data-testid="likes-left">
          <Icon name="heart-fill" className="text-secondary me-1" aria-hidden="true" />
          {t('likesLeft', { count: data.likes_left })}
        </span>
      </p>
      {outOfLikes && <SwipeQuotaMessage limit={data.limit} resetsAt={data.resets_at} />}
      {error && (
        <div className="alert alert-warning" role="alert">
          {error}
        </div>
      )}
      {current ? (
        <>
          <SwipeCard
            key={current.id}
            profile={current}
            cdnPrefix={settings.cdn_prefix}
            fictionalIcon={settings.fictional_icon}
            onDecide={decide}
            enabled
          />
          <div className="d-flex justify-content-center gap-4 mt-3">
            <button
              type="button"
              className="btn btn-outline-danger btn-lg rounded-pill px-4"
              onClick={() => decide('pass')}
              aria-label={t('passLabel', { name: current.name })}
            >
              <Icon name="x-lg" className="me-2" aria-hidden="true" />
              {t('pass')}
            </button>
            <button
              type="button"
              className={`btn btn-secondary btn-lg rounded-pill px-4 ${outOfLikes ? 'opacity-50' : ''}`}
              onClick={() => decide('like')}
              aria-label={t('likeLabel', { name: current.name })}
              aria-disabled={outOfLikes || undefined}
            >
              <Icon name="heart-fill" className="me-2" aria-hidden="true" />
              {t('like')}
            </button>
          </div>
          <p className="text-center small text-body-secondary mt-3 mb-1">{t('keyboardHint')}</p>
          <p className="text-center small mb-0">
            <Link href={`/members/${current.id}`}>{t('viewProfile', { name: current.name })}</Link>
          </p>
        </>
      ) : (
        <div className="text-center py-4" data-testid="swipe-empty">
          <p className="h5">{isFetching ? t('loading') : t('empty')}</p>
          {!isFetching && (
            <p className="text-body-secondary">
              {t('emptyHint')} <Link href="/match-finder">{t('matchFinderLink')}</Link>
            </p>
          )}
        </div>
      )}
      {(outOfLikes || (!current && !isFetching)) && (
        <div className="mt-4 mx-auto" style={{ maxWidth: 360 }}>
          <LiveCamTile />
        </div>
      )}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="swipe-announcer">
        {announcement}
      </div>
      <MatchFollowUp match={match} actionText={t('matchAction')} onDone={() => setMatch(null)} />
    </div>
  );
}
