'use client';

import { useEffect, useRef } from 'react';
import { sendPageHidden, sendPageShown } from '@/lib/api-client/push';

/** The traffic source of a bounce-logged visit: the tracking network or ref, the lb value, or direct. */
export function bounceSourceOf(params: URLSearchParams): string {
  const lb = params.get('lb');
  return params.get('network') || params.get('ref') || (lb && lb !== '1' ? lb : '') || 'direct';
}

const AWAY_KEY = 'heartline-away';

function readAway(): boolean {
  try {
    return localStorage.getItem(AWAY_KEY) === '1';
  } catch {
    return false;
  }
}

function writeAway(away: boolean): void {
  try {
    if (away) localStorage.setItem(AWAY_KEY, '1');
    else localStorage.removeItem(AWAY_KEY);
  } catch {
    // Private mode without storage: the server forgets "away" at the next hide/show instead.
  }
}

/**
 * The page-hidden beacon (spec §7): when a member's page is hidden, POST /api/page-hidden.php so
 * notices and pushes go out at once; when it is shown again, DELETE (back). With `?lb=` in the
 * address the first hide also reports the visit for bounce logging: time on the page and whether
 * the visitor clicked at all (logged in or not).
 */
export function usePageVisibility(member: boolean): void {
  const memberRef = useRef(member);
  useEffect(() => {
    memberRef.current = member;
  });

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    let bounce: { source: string; start: number; clicked: boolean } | null = params.has('lb')
      ? { source: bounceSourceOf(params), start: performance.now(), clicked: false }
      : null;
    // Away survives the page (a closed tab): the next page of this browser says it is back.
    let away = readAway();
    if (away && memberRef.current && document.visibilityState === 'visible') {
      away = false;
      writeAway(false);
      sendPageShown();
    }
    const onInput = () => {
      if (bounce) bounce.clicked = true;
    };
    const onHide = () => {
      const report = bounce
        ? { source: bounce.source, ms: performance.now() - bounce.start, clicked: bounce.clicked }
        : undefined;
      bounce = null; // one report per page load
      // visibilitychange and pagehide both fire when a tab closes: one beacon.
      if (!report && (!memberRef.current || away)) return;
      away = memberRef.current;
      writeAway(away);
      sendPageHidden(report);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onHide();
      else if (away) {
        away = false;
        writeAway(false);
        sendPageShown();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onHide);
    window.addEventListener('pointerdown', onInput, { capture: true });
    window.addEventListener('keydown', onInput, { capture: true });
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pointerdown', onInput, { capture: true });
      window.removeEventListener('keydown', onInput, { capture: true });
    };
  }, []);
}
