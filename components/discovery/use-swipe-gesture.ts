'use client';

import { useRef, useState, type PointerEvent } from 'react';
import type { SwipeDecision } from '@/lib/schemas/matching';

/** Dragging this far (or 35% of a narrower card) decides. */
export const SWIPE_DISTANCE_PX = 110;
/** A quick flick decides from a shorter drag: this speed (px/ms) over at least FLING_MIN_PX. */
export const FLING_SPEED = 0.6;
export const FLING_MIN_PX = 30;

/** What a drag that ended at dx with the given speed decides; null snaps the card back. */
export function swipeOutcome(dx: number, velocity: number, width: number): SwipeDecision | null {
  const distance = width > 0 ? Math.min(SWIPE_DISTANCE_PX, width * 0.35) : SWIPE_DISTANCE_PX;
  const flung =
    Math.abs(velocity) >= FLING_SPEED &&
    Math.abs(dx) >= FLING_MIN_PX &&
    Math.sign(velocity) === Math.sign(dx);
  if (Math.abs(dx) >= distance || flung) return dx > 0 ? 'like' : 'pass';
  return null;
}

type Drag = { id: number; x: number; lastX: number; lastT: number; velocity: number; width: number };

/**
 * Pointer-event dragging for a swipe card: mouse, pen and touch alike. The card follows the
 * pointer horizontally; on release a long enough drag or a fling decides, anything else springs
 * back. Vertical scrolling stays with the browser (the card sets touch-action: pan-y).
 */
export function useSwipeGesture(onDecide: (decision: SwipeDecision) => void, enabled: boolean) {
  const [dx, setDx] = useState(0);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<Drag | null>(null);

  const end = (e: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    drag.current = null;
    setDragging(false);
    const moved = e.clientX - d.x;
    // A finger that stopped before letting go did not fling.
    const idle = (e.timeStamp || performance.now()) - d.lastT > 100;
    const outcome = cancelled ? null : swipeOutcome(moved, idle ? 0 : d.velocity, d.width);
    setDx(0);
    if (outcome) onDecide(outcome);
  };

  const handlers = {
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      if (!enabled || drag.current || (e.pointerType === 'mouse' && e.button !== 0)) return;
      // Keep receiving moves when the pointer leaves the card mid-drag (jsdom has no capture).
      e.currentTarget.setPointerCapture?.(e.pointerId);
      const now = e.timeStamp || performance.now();
      drag.current = {
        id: e.pointerId,
        x: e.clientX,
        lastX: e.clientX,
        lastT: now,
        velocity: 0,
        width: e.currentTarget.getBoundingClientRect().width,
      };
      setDragging(true);
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      const d = drag.current;
      if (!d || d.id !== e.pointerId) return;
      const now = e.timeStamp || performance.now();
      const dt = now - d.lastT;
      // Speed of the latest movement: what the finger was doing when it let go.
      if (dt > 0) d.velocity = (e.clientX - d.lastX) / dt;
      d.lastX = e.clientX;
      d.lastT = now;
      setDx(e.clientX - d.x);
    },
    onPointerUp: (e: PointerEvent<HTMLElement>) => end(e, false),
    onPointerCancel: (e: PointerEvent<HTMLElement>) => end(e, true),
  };

  return { dx, dragging, handlers };
}
