'use client';

import { useState, type ReactNode } from 'react';
import { clientOnly } from '@/components/ui/lazy-component';
import { ViewerProvider } from '@/lib/session/page-session';
import type { User } from '@/lib/schemas/user';

// The session's upkeep reads the user query, so it carries React Query: it loads after mount.
// This module is in the HTML of every member's page and so carries none of it; the page's
// islands bring the one copy a page loads (issue 10).
const SessionKeeper = clientOnly(() => import('./session-keeper').then((m) => m.SessionKeeper));

/**
 * A member's page: the member for every island, kept live by the session keeper (the user
 * query's answers, a purchase or a paid message written to the cache, a lost session).
 */
export function MemberSession({ user, children }: { user: User; children: ReactNode }) {
  const [live, setLive] = useState<User | null>(user);
  const [fromServer, setFromServer] = useState(user);
  // A refreshed layout (router.refresh) brings the member as the server sees them now.
  if (fromServer !== user) {
    setFromServer(user);
    setLive(user);
  }
  return (
    <ViewerProvider user={live}>
      <SessionKeeper user={user} onUser={setLive} />
      {children}
    </ViewerProvider>
  );
}
