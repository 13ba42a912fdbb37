'use client';

import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Earlier messages on scroll: a sentinel at the top of the scroller loads the next (older) page
 * when it comes into view, and the scroll position is kept so the reader does not jump.
 */
export function useEarlierMessages(
  scroller: RefObject<HTMLElement | null>,
  sentinel: RefObject<HTMLElement | null>,
  opts: { hasMore: boolean; loading: boolean; loadMore: () => Promise<unknown>; count: number },
) {
  const before = useRef<number | null>(null);
  const { hasMore, loading, loadMore, count } = opts;

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (!entries[0]?.isIntersecting || loading) return;
      before.current = scroller.current ? scroller.current.scrollHeight - scroller.current.scrollTop : null;
      void loadMore();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [sentinel, scroller, hasMore, loading, loadMore]);

  useLayoutEffect(() => {
    const s = scroller.current;
    if (!s || before.current === null || loading) return;
    s.scrollTo({ top: s.scrollHeight - before.current });
    before.current = null;
  }, [count, loading, scroller]);
}
