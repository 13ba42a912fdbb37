'use client';

import { useEffect, type ReactNode } from 'react';
import { SettingsProvider } from '@/lib/session/page-session';
import { isInstalledApp } from '@/lib/utils/installed-app';
import { useUiStore } from '@/stores/ui-store';
import type { Settings } from '@/lib/schemas/settings';
import type { User } from '@/lib/schemas/user';
import { MemberSession } from './member-session';

/**
 * The root of every page: the site's settings, and for a member their session. No query cache
 * here: page islands bring theirs (components/session/query-island.tsx).
 */
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
