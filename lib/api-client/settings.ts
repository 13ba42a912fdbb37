import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Settings } from '@/lib/schemas/settings';
import { http } from './lazy-http';
import { queryKeys } from './keys';
import { useSettings } from '@/lib/session/page-session';

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

/**
 * The regions of each of the site's countries (the region selects of the profile form and the
 * member search). Not part of the settings every page hydrates (11 kB of every page's HTML,
 * issue 10): /profile and /members prefetch them under queryKeys.regionData. Settings that do
 * carry them (settings.php's answer, a test's cache) serve when there is no prefetch.
 */
export function useRegionData(): Settings['region_data'] {
  const settings = useSettings();
  const { data } = useQuery({
    queryKey: queryKeys.regionData,
    queryFn: async () => (await fetchSettings()).region_data,
    staleTime: Infinity,
    enabled: false,
  });
  return data ?? settings.region_data;
}
