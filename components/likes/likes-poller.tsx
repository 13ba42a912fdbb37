'use client';

import { Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '@/lib/session/page-session';
import { QueryIsland } from '@/components/session/query-island';
import { usePathname } from '@/lib/i18n/navigation';
import { useLikes, useMarkLikeSeen } from '@/lib/api-client/likes';
import { queryKeys } from '@/lib/api-client/keys';
import { FIRST_REFRESH_MS } from '@/lib/utils/constants';
import { clientOnly } from '@/components/ui/lazy-component';
import { useSearchParams } from 'next/navigation';
import { useLoadedOnce } from '@/components/ui/use-loaded-once';
import { parseDelaySeconds } from './like-delay';
import { LikeModalsHost } from './like-modals-host';
import { IntlIsland } from '@/components/i18n/intl-island';

// The like modal's code loads only on a page whose address asks for it (`?t=`).
const LikeModal = clientOnly(() => import('./like-modal').then((m) => m.LikeModal));

function LazyLikeModal() {
  const asked = parseDelaySeconds(useSearchParams().get('t')) !== null;
  return useLoadedOnce(asked) ? <LikeModal /> : null;
}

const PROFILE_PATH = /^\/members\/(\d+)$/;

function MemberLikes() {
  const qc = useQueryClient();
  const { data } = useLikes();
  const markSeen = useMarkLikeSeen();
  const pathname = usePathname();
  const match = PROFILE_PATH.exec(pathname);
  const openedId = match ? Number(match[1]) : null;
  const openedIsNew = Boolean(data?.liked_by.some((l) => l.id === openedId && l.like_new));
  const { mutate } = markSeen;

  // Spec §9: the first refresh 5 s after load, then the query's own interval.
  useEffect(() => {
    const timer = window.setTimeout(
      () => void qc.invalidateQueries({ queryKey: queryKeys.likes }),
      FIRST_REFRESH_MS,
    );
    return () => window.clearTimeout(timer);
  }, [qc]);

  // Spec §4: opening a liked profile clears its like_new (and the top bar's badge with it).
  useEffect(() => {
    if (openedId !== null && openedIsNew) mutate(openedId);
  }, [openedId, openedIsNew, mutate]);

  return (
    <>
      <Suspense fallback={null}>
        <LazyLikeModal />
      </Suspense>
      <LikeModalsHost data={data} />
    </>
  );
}

/**
 * Mounted once in the default layout: keeps the likes query polled on every member page (the
 * top bar's new-likes badge derives from it), clears like_new when a liked profile is opened,
 * and hosts the like modal (?t=) and the new-like / match modal. Renders nothing for visitors.
 */
function LikesPollerContent() {
  const user = useCurrentUser();
  // Loaded after mount, for members only: the query cache it polls into is the page's.
  return user ? (
    <QueryIsland>
      <MemberLikes />
    </QueryIsland>
  ) : null;
}

/**
 * Loaded after mount for a member (member-islands.tsx), with next-intl's provider for the messages
 * its layout set aside.
 */
export function LikesPoller() {
  return (
    <IntlIsland>
      <LikesPollerContent />
    </IntlIsland>
  );
}
