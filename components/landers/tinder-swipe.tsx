'use client';

import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Icon } from '@/components/ui/icon';
import { FictionalIcon } from '@/components/ui/fictional-icon';
import { LanderCta } from './lander-cta';
import styles from './landers.module.css';

export type SwipeCard = {
  id: number;
  name: string;
  age: number;
  city: string | null;
  isFictional: boolean;
  src: string;
  width: number;
  height: number;
  /** The photo's alt text and the age line, translated on the server. */
  alt: string;
  ageText: string;
};

/** The lander's strings, translated on the server: the page loads no translation runtime (issue 10). */
export type TinderSwipeTexts = {
  help: string;
  pass: string;
  like: string;
  fictional: string;
  done: string;
  doneText: string;
  cta: string;
  /** "Profile 2 of 5" for each card. */
  positions: string[];
};

// How far (px) a card must be dragged to count as a like or a skip.
const THRESHOLD = 80;

/**
 * /landers/tinderswipe: a stack of the site's profiles to like or skip by dragging (pointer:
 * mouse, touch, pen), by the buttons or by the arrow keys; after the last card, the signup.
 * Nothing is sent: a visitor's likes have no account to go to yet.
 */
export function TinderSwipe({
  cards,
  texts: t,
  fictionalIcon,
  signupHref,
}: {
  cards: SwipeCard[];
  texts: TinderSwipeTexts;
  fictionalIcon: string;
  signupHref: string;
}) {
  const [index, setIndex] = useState(0);
  const [dx, setDx] = useState(0);
  const start = useRef<number | null>(null);
  const card = cards[index];

  const decide = () => {
    setDx(0);
    start.current = null;
    setIndex((i) => i + 1);
  };
  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    start.current = e.clientX;
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setDx(e.clientX - start.current);
  };
  const onPointerUp = () => {
    if (Math.abs(dx) >= THRESHOLD) decide();
    else {
      setDx(0);
      start.current = null;
    }
  };

  if (!card) {
    return (
      <div className="text-center py-4" data-testid="swipe-done">
        <h2 className="h3">{t.done}</h2>
        <p className="lead">{t.doneText}</p>
        <LanderCta href={signupHref} className="btn btn-primary btn-lg">
          {t.cta}
        </LanderCta>
      </div>
    );
  }

  return (
    <div
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
          e.preventDefault();
          decide();
        }
      }}
    >
      <p className="text-center small text-body-secondary" id="swipe-help">
        {t.help}
      </p>
      <div className={styles.swipeStack}>
        <div
          className={styles.swipeCard}
          role="group"
          tabIndex={0}
          aria-roledescription="card"
          aria-label={t.positions[index]}
          aria-describedby="swipe-help"
          data-testid="swipe-card"
          data-profile-id={card.id}
          style={{ transform: `translateX(${dx}px) rotate(${dx / 20}deg)` }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => setDx(0)}
        >
          {/* Photos come resized from the site's media URL. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={card.src}
            alt={card.alt}
            width={card.width}
            height={card.height}
            draggable={false}
            fetchPriority={index === 0 ? 'high' : undefined}
          />
          <div className={styles.swipeCaption}>
            <span className="fs-4 fw-semibold">{card.name}</span>
            {card.isFictional && (
              <FictionalIcon name={fictionalIcon} className="ms-2" role="img" aria-label={t.fictional} />
            )}
            <span className="ms-2">
              {card.ageText}
              {card.city ? ` · ${card.city}` : ''}
            </span>
          </div>
        </div>
      </div>
      <div className="d-flex justify-content-center gap-3 mt-3">
        <button type="button" className="btn btn-outline-secondary btn-lg" onClick={decide}>
          <Icon name="x-lg" aria-hidden="true" className="me-1" />
          {t.pass}
        </button>
        <button type="button" className="btn btn-danger btn-lg" onClick={decide}>
          <Icon name="heart-fill" aria-hidden="true" className="me-1" />
          {t.like}
        </button>
      </div>
    </div>
  );
}
