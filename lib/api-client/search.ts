import { useMutation } from '@tanstack/react-query';
import type { SearchFiltersState, SearchPage } from '@/lib/schemas/search';
import type { TrackingParams } from '@/lib/schemas/signup';
import { http } from './lazy-http';

// GET /api/search.php: one page of the member search. Pages live in the search store (spec §3),
// not in the query cache: they are appended as the member scrolls and survive a visit to a profile.

export type SearchRequest = { filters: SearchFiltersState; cursor: string | null; tracking: TrackingParams };

export function searchParams({ filters, cursor, tracking }: SearchRequest): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.gender) params.gender = filters.gender;
  if (filters.country) params.country = filters.country;
  if (filters.country && filters.countryregion) params.region = filters.countryregion;
  if (filters.min_age !== null) params.min_age = String(filters.min_age);
  if (filters.max_age !== null) params.max_age = String(filters.max_age);
  if (cursor) params.cursor = cursor;
  // Only for visitors on sites that allow logged-out search with a traffic source.
  if (tracking.network) params.network = tracking.network;
  if (tracking.ref) params.ref = tracking.ref;
  return params;
}

export async function fetchSearchPage(request: SearchRequest): Promise<SearchPage> {
  return (await http.get<SearchPage>('/search.php', { params: searchParams(request) })).data;
}

/** Fetches one page; the caller appends it to the store (ignoring answers of an older search). */
export function useSearchPage() {
  return useMutation({ mutationFn: fetchSearchPage });
}
