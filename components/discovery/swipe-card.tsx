'use client';

import { useTranslations } from 'next-intl';
import type { ProfileCard } from '@/lib/schemas/profile';
import type { SwipeDecision } from '@/lib/schemas/matching';
import { PremiumBadge } from '@/components/members/premium-badge';
import { useSwipeGesture } from './use-swipe-gesture';
import { Icon } from '@/components/ui/icon';
import { FictionalIcon } from '@/components/ui/fictional-icon';

type Props = {
  profile: ProfileCard;
  cdnPrefix: string;
  fictionalIcon: string;
  onDecide: (decision: SwipeDecision) => void;
  /** Dragging is off while a decision is on its way. */
  enabled: boolean;
};

/**
 * The top card of the deck: drag it right to like, left to pass (mouse, pen or touch). The
 * buttons and keys of the game do the same for everyone who does not drag.
 */
export function SwipeCard({ profile: p, cdnPrefix, fictionalIcon, onDecide, enabled }: Props) {
  const t = useTranslations('swipe');
  const { dx, dragging, handlers } = useSwipeGesture(onDecide, enabled);
  const hint = Math.min(1, Math.abs(dx) / 110);
  return (
    <div
      className="card shadow border-0 overflow-hidden user-select-none position-relative mx-auto"
      style={{
        maxWidth: 360,
        touchAction: 'pan-y',
        cursor: enabled ? (dragging ? 'grabbing' : 'grab') : 'default',
        transform: `translateX(${dx}px) rotate(${dx / 18}deg)`,
        transition: dragging ? 'none' : 'transform 0.2s ease-out',
      }}
      role="group"
      aria-roledescription={t('cardRole')}
      aria-label={t('cardLabel', { name: p.name, age: p.age })}
      data-testid="swipe-card"
      data-profile-id={p.id}
      {...handlers}
    >
      {p.main_image && (
        // The main thumbnail, already sized, from the site's CDN prefix.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={`${cdnPrefix}${p.main_image.thumb_filename}`}
          alt=""
          width={360}
          height={360}
          draggable={false}
          className="card-img-top object-fit-cover"
          style={{ aspectRatio: '1 / 1', pointerEvents: 'none' }}
        />
      )}
      <span
        className="position-absolute top-0 start-0 m-3 badge fs-5 text-bg-success border border-2 border-white"
        style={{ opacity: dx > 0 ? hint : 0, transform: 'rotate(-12deg)' }}
        aria-hidden="true"
      >
        {t('like')}
      </span>
      <span
        className="position-absolute top-0 end-0 m-3 badge fs-5 text-bg-danger border border-2 border-white"
        style={{ opacity: dx < 0 ? hint : 0, transform: 'rotate(12deg)' }}
        aria-hidden="true"
      >
        {t('pass')}
      </span>
      <div className="card-body">
        <h2 className="h5 mb-1 d-flex align-items-center gap-2">
          <span className="text-truncate">{t('nameAge', { name: p.name, age: p.age })}</span>
          {p.premium && <PremiumBadge />}
          {p.is_fictional && (
            <FictionalIcon
              name={fictionalIcon}
              className="text-secondary"
              title={t('fictional')}
              aria-label={t('fictional')}
              role="img"
            />
          )}
        </h2>
        {p.city && (
          <p className="small text-body-secondary mb-0">
            <Icon name="geo-alt" className="me-1" aria-hidden="true" />
            {p.city}
          </p>
        )}
      </div>
    </div>
  );
}
