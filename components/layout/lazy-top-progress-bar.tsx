'use client';

import { clientOnly } from '@/components/ui/lazy-component';

/**
 * The top progress bar shows nothing until a navigation, which comes after the page has
 * loaded: its code loads after mount instead of with the page (issue 10: first-load JS).
 */
export const LazyTopProgressBar = clientOnly(() =>
  import('./top-progress-bar').then((m) => m.TopProgressBar),
);
