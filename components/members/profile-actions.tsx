'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { apiError } from '@/lib/api-client/api-error';
import { useLike, useUnlike } from '@/lib/api-client/likes';
import type { LikeProfile, LikeState } from '@/lib/schemas/likes';
import type { MainImage } from '@/lib/schemas/user';
import { useSignupStore } from '@/stores/signup-store';
import { BlockButton } from '@/components/blocks/block-button';
import { NewLikeModal } from '@/components/likes/lazy-new-like-modal';
import { IcebreakerModal } from '@/components/discovery/lazy-icebreaker-modal';
import { Icon } from '@/components/ui/icon';

type Props = {
  profile: { id: number; name: string; main_image: MainImage | null };
  loggedIn: boolean;
  own: boolean;
  like: LikeState;
  blockedByMe: boolean;
};

/**
 * The actions of a profile page: like (with the liked and match state), chat, icebreaker, gift
 * and block. Visitors are asked to sign up or log in instead (spec §6), with this profile as the
 * signup's target.
 */
export function ProfileActions({ profile, loggedIn, own, like: initial, blockedByMe }: Props) {
  const t = useTranslations('profileView');
  const tg = useTranslations('errors');
  const router = useRouter();
  const openSignup = useSignupStore((s) => s.openSignup);
  const likeMutation = useLike();
  const unlikeMutation = useUnlike();
  const [state, setState] = useState({ liked: initial.liked, match: initial.match });
  const [matched, setMatched] = useState<LikeProfile | null>(null);
  const [icebreaker, setIcebreaker] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const chatHref = `/members/${profile.id}/chat`;

  if (own) {
    return (
      <Link href="/profile" className="btn btn-outline-primary mb-3">
        <Icon name="pencil" className="me-1" aria-hidden="true" />
        {t('editOwn')}
      </Link>
    );
  }

  if (!loggedIn) {
    const ask = () =>
      openSignup({ target: { id: profile.id, name: profile.name, main_image: profile.main_image } });
    return (
      <div className="d-flex flex-wrap gap-2 mb-3" data-testid="visitor-actions">
        <button type="button" className="btn btn-secondary" onClick={ask}>
          <Icon name="heart" className="me-1" aria-hidden="true" />
          {t('like')}
        </button>
        <button type="button" className="btn btn-primary" onClick={ask}>
          <Icon name="chat-heart" className="me-1" aria-hidden="true" />
          {t('chat')}
        </button>
        <button type="button" className="btn btn-outline-primary" onClick={ask}>
          <Icon name="gift" className="me-1" aria-hidden="true" />
          {t('gift')}
        </button>
        <p className="w-100 small text-body-secondary mb-0">{t('visitorHint', { name: profile.name })}</p>
      </div>
    );
  }

  if (blockedByMe) {
    return (
      <div
        className="alert alert-warning d-flex flex-wrap align-items-center gap-2"
        role="status"
        data-testid="blocked-by-me"
      >
        <span className="me-auto">{t('youBlocked', { name: profile.name })}</span>
        <BlockButton profileId={profile.id} name={profile.name} blocked onChange={() => router.refresh()} />
      </div>
    );
  }

  const toggleLike = async () => {
    setError(null);
    try {
      if (state.liked) {
        await unlikeMutation.mutateAsync(profile.id);
        setState({ liked: false, match: false });
      } else {
        const result = await likeMutation.mutateAsync(profile.id);
        setState({ liked: true, match: result.match });
        if (result.match && !state.match) setMatched(result.profile);
      }
    } catch (err) {
      const { error: code, name } = apiError(err) as { error: string; name?: string };
      setError(t.has(`errors.${code}`) ? t(`errors.${code}`, { name: name ?? profile.name }) : tg('generic'));
    }
  };

  return (
    <div className="mb-3" data-testid="member-actions">
      {state.match && (
        <p className="badge text-bg-secondary fs-6 mb-2" data-testid="match-state">
          <Icon name="hearts" className="me-1" aria-hidden="true" />
          {t('matched')}
        </p>
      )}
      {!state.match && initial.liked_by && (
        <p className="small text-secondary mb-2">
          <Icon name="heart-fill" className="me-1" aria-hidden="true" />
          {t('likesYou', { name: profile.name })}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className={`btn ${state.liked ? 'btn-secondary' : 'btn-outline-secondary'}`}
          aria-pressed={state.liked}
          onClick={toggleLike}
          disabled={likeMutation.isPending || unlikeMutation.isPending}
          data-testid="like-button"
        >
          {state.liked ? (
            <Icon name="heart-fill" className="me-1" aria-hidden="true" />
          ) : (
            <Icon name="heart" className="me-1" aria-hidden="true" />
          )}
          {state.liked ? t('liked') : t('like')}
        </button>
        <Link href={chatHref} className="btn btn-primary" data-testid="chat-link">
          <Icon name="chat-heart" className="me-1" aria-hidden="true" />
          {t('chat')}
        </Link>
        <button type="button" className="btn btn-outline-primary" onClick={() => setIcebreaker(true)}>
          <Icon name="lightbulb" className="me-1" aria-hidden="true" />
          {t('icebreaker')}
        </button>
        <Link href={`${chatHref}?gift=1`} className="btn btn-outline-primary">
          <Icon name="gift" className="me-1" aria-hidden="true" />
          {t('gift')}
        </Link>
        <BlockButton
          profileId={profile.id}
          name={profile.name}
          blocked={false}
          onChange={() => router.refresh()}
        />
      </div>
      {error && (
        <div className="alert alert-danger mt-2 mb-0" role="alert">
          {error}
        </div>
      )}
      {matched && (
        <NewLikeModal
          profile={matched}
          variant="match"
          actionText={t('chatNow')}
          onAction={() => {
            setMatched(null);
            router.push(chatHref);
          }}
          onImagePress={() => setMatched(null)}
          onClose={() => setMatched(null)}
        />
      )}
      <IcebreakerModal profile={icebreaker ? profile : null} onClose={() => setIcebreaker(false)} />
    </div>
  );
}
