import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Settings } from '@/lib/schemas/settings';
import { http } from './lazy-http';
import { queryKeys } from './keys';

export async function fetchSettings(): Promise<Settings> {
  const query = Object.fromEntries(new URLSearchParams(window.location.search).entries());
  const { data } = await http.get<Settings>('/settings.php', {
    params: { ...query, forced_domain: window.location.hostname },
  });
  return data;
}

// Prefetched on the server for every page; the client never needs to fetch it again.
export const settingsQueryOptions = queryOptions({
  queryKey: queryKeys.settings,
  queryFn: fetchSettings,
  staleTime: Infinity,
});

export function useSettings(): Settings {
  const { data } = useQuery(settingsQueryOptions);
  if (!data) throw new Error('Settings were not prefetched on the server');
  return data;
}
