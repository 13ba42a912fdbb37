'use client';

import { useEffect, useRef } from 'react';
import { useCachedData } from '@/lib/api-client/cache-data';
import { queryKeys } from '@/lib/api-client/keys';
import { newLikesTotal, unreadTotal } from '@/lib/api-client/totals';
import { applyAppBadge, titleWithCount } from '@/lib/utils/tab-title';
import { useUiStore } from '@/stores/ui-store';

/**
 * Keeps the tab title's "(N) " prefix and the installed app's badge on the unread messages plus
 * new likes (spec §4), derived from the chats and likes caches, so it follows every poll, pushed
 * message and optimistic change. Next.js rewrites document.title on each navigation; a
 * MutationObserver takes that new title as the base and puts the prefix back in front.
 */
export function TabTitleBadge() {
  const total =
    unreadTotal(useCachedData<Parameters<typeof unreadTotal>[0]>(queryKeys.chats)) +
    newLikesTotal(useCachedData<Parameters<typeof newLikesTotal>[0]>(queryKeys.likes));
  const installed = useUiStore((s) => s.installedApp);
  const base = useRef<string | null>(null);
  const written = useRef<string | null>(null);

  useEffect(() => {
    const apply = () => {
      const current = document.title;
      if (current !== written.current) base.current = current;
      const next = titleWithCount(base.current ?? current, total);
      written.current = next;
      if (current !== next) document.title = next;
    };
    apply();
    const observer = new MutationObserver(() => {
      if (document.title !== written.current) apply();
    });
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      // Leaving member pages (logout): the page keeps its own title, without our count.
      if (base.current !== null && document.title === written.current) document.title = base.current;
    };
  }, [total]);

  useEffect(() => {
    if (installed) applyAppBadge(total);
  }, [installed, total]);

  useEffect(
    () => () => {
      if (useUiStore.getState().installedApp) applyAppBadge(0);
    },
    [],
  );

  return null;
}
