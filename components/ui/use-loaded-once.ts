'use client';

import { useState } from 'react';

/**
 * True from the first render in which `open` is true on. A dialog loaded with clientOnly()
 * (lazy-component.tsx) is rendered only from then, so its code (and react-bootstrap's Modal) stays
 * out of the page's first-load JS, yet once loaded it stays mounted: closing keeps its transition
 * and focus return.
 */
export function useLoadedOnce(open: boolean): boolean {
  const [loaded, setLoaded] = useState(open);
  if (open && !loaded) setLoaded(true);
  return loaded || open;
}
