import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { SuggestionKind, Suggestions } from '@/lib/schemas/matching';
import { http } from './lazy-http';
import { queryKeys } from './keys';

// Match finder and signup matches (GET /api/matches.php): ranked suggestions, see docs/matching.md.

export async function fetchSuggestions(kind: SuggestionKind, cursor?: string | null): Promise<Suggestions> {
  const params = cursor ? { kind, cursor } : { kind };
  return (await http.get<Suggestions>('/matches.php', { params })).data;
}

/** The match finder: pages appended with "show more" (keyset cursor). */
export const finderQueryOptions = infiniteQueryOptions({
  queryKey: [...queryKeys.suggestions, 'finder'] as const,
  queryFn: ({ pageParam }) => fetchSuggestions('finder', pageParam),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.next_cursor,
  // Liked profiles stay on screen marked as liked until the member comes back.
  staleTime: 5 * 60_000,
});

export function useFinder() {
  return useInfiniteQuery(finderQueryOptions);
}

/** The suggestions right after signup: one fixed list. */
export const signupMatchesQueryOptions = queryOptions({
  queryKey: [...queryKeys.suggestions, 'signup'] as const,
  queryFn: () => fetchSuggestions('signup'),
  staleTime: 5 * 60_000,
});

export function useSignupMatches() {
  return useQuery(signupMatchesQueryOptions);
}
