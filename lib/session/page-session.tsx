'use client';

import { createContext, use, type ReactNode } from 'react';
import type { Settings } from '@/lib/schemas/settings';
import type { User } from '@/lib/schemas/user';

// The site's settings and the member of this page load, for every island, without React Query
// (issue 10: a visitor's page carries no query cache). The root layout provides both; for a
// member, components/session/member-session.tsx keeps the member live from the user query.
const SettingsContext = createContext<Settings | null>(null);
const ViewerContext = createContext<User | null>(null);

export function SettingsProvider({ settings, children }: { settings: Settings; children: ReactNode }) {
  return <SettingsContext value={settings}>{children}</SettingsContext>;
}

export function ViewerProvider({ user, children }: { user: User | null; children: ReactNode }) {
  return <ViewerContext value={user}>{children}</ViewerContext>;
}

/** The site's settings (read-only for the life of the page; region_data only where prefetched). */
export function useSettings(): Settings {
  const settings = use(SettingsContext);
  if (!settings) throw new Error('useSettings outside the root layout’s SettingsProvider');
  return settings;
}

/** The logged-in member, or null for a visitor. */
export function useCurrentUser(): User | null {
  return use(ViewerContext);
}
