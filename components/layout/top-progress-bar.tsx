'use client';

import { useEffect, useRef, useState } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { useShellTexts } from '@/lib/i18n/shell';
import { PROGRESS_DURATION_MS, PROGRESS_HIDE_MS, PROGRESS_THROTTLE_MS } from '@/lib/utils/constants';

type Phase = 'idle' | 'running' | 'done';

function isInternalNavigation(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return false;
  }
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

/**
 * The top progress bar of spec §9: appears only when a navigation takes longer than 200 ms,
 * creeps towards the end over 5 s, and fades 500 ms after the new page is there.
 */
export function TopProgressBar() {
  const t = useShellTexts().progress;
  const pathname = usePathname();
  const search = useSearchParams();
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const timers = useRef<number[]>([]);
  const started = useRef(false);

  const clear = () => {
    timers.current.forEach((id) => window.clearTimeout(id));
    timers.current = [];
  };

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isInternalNavigation(event)) return;
      clear();
      started.current = true;
      timers.current.push(
        window.setTimeout(() => {
          setPhase('running');
          setProgress(0.1);
          // Ease towards 90 % over the duration; the real end comes with the new page.
          timers.current.push(window.setTimeout(() => setProgress(0.9), 50));
        }, PROGRESS_THROTTLE_MS),
      );
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    if (!started.current) return;
    started.current = false;
    clear();
    setProgress(1);
    setPhase((p) => (p === 'running' ? 'done' : 'idle'));
    timers.current.push(
      window.setTimeout(() => {
        setPhase('idle');
        setProgress(0);
      }, PROGRESS_HIDE_MS),
    );
  }, [pathname, search]);

  useEffect(() => clear, []);

  if (phase === 'idle') return null;
  return (
    <div
      className="top-progress-bar"
      role="progressbar"
      aria-label={t.loading}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
      style={{
        transform: `scaleX(${progress})`,
        transitionDuration: progress === 0.9 ? `${PROGRESS_DURATION_MS}ms` : undefined,
        opacity: phase === 'done' ? 0 : 1,
      }}
    />
  );
}
