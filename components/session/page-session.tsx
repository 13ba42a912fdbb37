'use client';

import { useEffect, type ReactNode } from 'react';
import { SettingsProvider } from '@/lib/session/page-session';
import { ShellProvider } from '@/lib/i18n/shell';
import type { ShellTexts } from '@/lib/i18n/shell-texts';
import type { Locale } from '@/lib/i18n/locales';
import { isInstalledApp } from '@/lib/utils/installed-app';
import { useUiStore } from '@/stores/ui-store';
import type { Settings } from '@/lib/schemas/settings';
import type { User } from '@/lib/schemas/user';
import { MemberSession } from './member-session';

/**
 * The root of every page: the site's settings, and for a member their session; the locale and
 * the shell's strings (lib/i18n/shell.tsx). No query cache here: page islands bring theirs
 * (components/session/query-island.tsx).
 */
export function PageSession({
  settings,
  user,
  locale,
  texts,
  children,
}: {
  settings: Settings;
  user: User | null;
  locale: Locale;
  texts: ShellTexts;
  children: ReactNode;
}) {
  const setInstalledApp = useUiStore((s) => s.setInstalledApp);
  useEffect(() => setInstalledApp(isInstalledApp()), [setInstalledApp]);
  return (
    <ShellProvider locale={locale} texts={texts}>
      <SettingsProvider settings={settings}>
        {user ? <MemberSession user={user}>{children}</MemberSession> : children}
      </SettingsProvider>
    </ShellProvider>
  );
}
