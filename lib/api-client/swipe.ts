import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SwipeDeck, SwipeDecision, SwipeResult } from '@/lib/schemas/matching';
import { apiError } from './api-error';
import { http } from './lazy-http';
import { queryKeys } from './keys';

// The swipe game (GET/POST /api/swipe.php): the deck with today's like quota, and one swipe.

export async function fetchSwipeDeck(): Promise<SwipeDeck> {
  return (await http.get<SwipeDeck>('/swipe.php')).data;
}

export const swipeDeckQueryOptions = queryOptions({
  queryKey: queryKeys.swipe,
  queryFn: fetchSwipeDeck,
  // Swiped cards leave the cache at once; a fresh deck comes when it runs low.
  staleTime: Infinity,
});

export function useSwipeDeck() {
  return useQuery(swipeDeckQueryOptions);
}

/** Below this many cards left, the next ones are fetched in the background. */
const REFILL_BELOW = 3;

/**
 * One swipe. The card leaves the deck before the server answers (the game stays quick); the
 * answer sets the quota; a refused like (quota, gone, blocked) reloads the deck from the server.
 */
export function useSwipe() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: { profileId: number; decision: SwipeDecision }) =>
      (await http.post<SwipeResult>('/swipe.php', { profile_id: input.profileId, decision: input.decision }))
        .data,
    onMutate: async ({ profileId }) => {
      await qc.cancelQueries({ queryKey: queryKeys.swipe });
      qc.setQueryData<SwipeDeck>(queryKeys.swipe, (deck) =>
        deck ? { ...deck, profiles: deck.profiles.filter((p) => p.id !== profileId) } : deck,
      );
    },
    onSuccess: (result) => {
      const deck = qc.setQueryData<SwipeDeck>(queryKeys.swipe, (d) =>
        d ? { ...d, likes_left: result.likes_left, limit: result.limit, resets_at: result.resets_at } : d,
      );
      if (result.decision === 'like') void qc.invalidateQueries({ queryKey: queryKeys.likes });
      if (deck && deck.profiles.length < REFILL_BELOW)
        void qc.invalidateQueries({ queryKey: queryKeys.swipe });
    },
    onError: (err) => {
      const e = apiError(err);
      if (e.error === 'swipe_limit') {
        qc.setQueryData<SwipeDeck>(queryKeys.swipe, (d) =>
          d ? { ...d, likes_left: 0, resets_at: String(e.resets_at ?? d.resets_at) } : d,
        );
      }
      void qc.invalidateQueries({ queryKey: queryKeys.swipe });
    },
  });
}
