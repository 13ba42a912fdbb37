'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useSettings } from '@/lib/session/page-session';
import { apiError } from '@/lib/api-client/api-error';
import { useLike } from '@/lib/api-client/likes';
import type { LikeProfile } from '@/lib/schemas/likes';
import type { ProfileCard } from '@/lib/schemas/profile';
import { MemberCard } from '@/components/members/member-card';
import { MatchFollowUp } from './match-follow-up';
import { Icon } from '@/components/ui/icon';

const KNOWN_ERRORS = ['profile_not_found', 'blocked', 'you_blocked', 'offline'];

/**
 * Suggested profiles as cards with a like button each (match finder, signup matches). A like
 * goes through the likes API; the card then says "Liked"; a mutual like opens the match modal,
 * whose button offers the icebreakers.
 */
export function SuggestionGrid({ profiles, testId }: { profiles: ProfileCard[]; testId?: string }) {
  const t = useTranslations('matchFinder');
  const tg = useTranslations('errors');
  const settings = useSettings();
  const like = useLike();
  const [liked, setLiked] = useState<ReadonlySet<number>>(new Set());
  const [pending, setPending] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [match, setMatch] = useState<LikeProfile | null>(null);

  const onLike = (p: ProfileCard) => {
    setError(null);
    setPending(p.id);
    like.mutate(p.id, {
      onSuccess: (r) => {
        setLiked((s) => new Set(s).add(p.id));
        setStatus(r.match ? t('matched', { name: p.name }) : t('likedName', { name: p.name }));
        if (r.match) setMatch(r.profile);
      },
      onError: (err) => {
        const e = apiError(err);
        setError(
          KNOWN_ERRORS.includes(e.error)
            ? t(`errors.${e.error}`, { name: String(e.name ?? p.name) })
            : tg('generic'),
        );
      },
      onSettled: () => setPending(null),
    });
  };

  return (
    <>
      {error && (
        <div className="alert alert-warning" role="alert">
          {error}
        </div>
      )}
      <ul
        className="row row-cols-2 row-cols-sm-3 row-cols-lg-4 row-cols-xl-6 g-3 list-unstyled"
        data-testid={testId}
      >
        {profiles.map((p, i) => {
          const done = liked.has(p.id);
          return (
            <li key={p.id} className="col d-flex flex-column gap-2" data-testid="suggestion">
              <MemberCard
                profile={p}
                cdnPrefix={settings.cdn_prefix}
                fictionalIcon={settings.fictional_icon}
                // The first row at the widest grid loads at once: the page's largest paint.
                eager={i < 6}
              />
              <button
                type="button"
                className={`btn btn-sm ${done ? 'btn-outline-success' : 'btn-secondary'}`}
                onClick={() => onLike(p)}
                disabled={done || pending === p.id}
                aria-label={done ? t('likedName', { name: p.name }) : t('likeLabel', { name: p.name })}
              >
                {done ? (
                  <Icon name="check-lg" className="me-1" aria-hidden="true" />
                ) : (
                  <Icon name="heart-fill" className="me-1" aria-hidden="true" />
                )}
                {done ? t('liked') : t('like')}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {status}
      </div>
      <MatchFollowUp match={match} actionText={t('matchAction')} onDone={() => setMatch(null)} />
    </>
  );
}
