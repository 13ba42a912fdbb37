'use client';

import { useEffect, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { SettingsProvider } from '@/lib/session/page-session';
import { isInstalledApp } from '@/lib/utils/installed-app';
import { useUiStore } from '@/stores/ui-store';
import type { Settings } from '@/lib/schemas/settings';
import type { User } from '@/lib/schemas/user';

// React Query (about 13 kB gzip) is a member's: a visitor's page never loads it (issue 10). The
// server renders the member's session in the HTML and the browser loads its chunk to hydrate.
const MemberSession = dynamic(() => import('./member-session').then((m) => m.MemberSession));

/** The root of every page: the site's settings, and for a member their session and query cache. */
export function PageSession({
  settings,
  user,
  children,
}: {
  settings: Settings;
  user: User | null;
  children: ReactNode;
}) {
  const setInstalledApp = useUiStore((s) => s.setInstalledApp);
  useEffect(() => setInstalledApp(isInstalledApp()), [setInstalledApp]);
  return (
    <SettingsProvider settings={settings}>
      {user ? <MemberSession user={user}>{children}</MemberSession> : children}
    </SettingsProvider>
  );
}
