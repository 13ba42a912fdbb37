import { z } from 'zod';
import { dbId } from './input';
import type { ProfileCard } from './profile';
import type { LikeProfile } from './likes';

// Swipe game, match finder and signup matches (docs/matching.md): requests and answers shared
// by the handlers and the client.

/** GET /api/matches.php?kind=finder|signup&cursor= */
export const suggestionsQuerySchema = z.object({
  kind: z.enum(['finder', 'signup']),
  cursor: z.string().max(300).optional(),
});
export type SuggestionKind = z.infer<typeof suggestionsQuerySchema>['kind'];

export type Suggestions = {
  profiles: ProfileCard[];
  /** Pass as `cursor` for the next page; null when there is no more (always null for signup). */
  next_cursor: string | null;
};

/** Profiles per match-finder page, and how many the signup matches show. */
export const FINDER_PAGE_SIZE = 24;
export const SIGNUP_MATCHES_COUNT = 12;
export const SWIPE_DECK_SIZE = 10;

/** GET /api/swipe.php */
export type SwipeDeck = {
  profiles: ProfileCard[];
  /** Swipe likes still allowed today, and the daily limit. */
  likes_left: number;
  limit: number;
  /** ISO time the quota starts again (next UTC midnight). */
  resets_at: string;
};

/** POST /api/swipe.php */
export const swipeBodySchema = z.object({ profile_id: dbId, decision: z.enum(['like', 'pass']) }).strict();
export type SwipeDecision = z.infer<typeof swipeBodySchema>['decision'];

export type SwipeResult = {
  profile_id: number;
  decision: SwipeDecision;
  /** A like that made a mutual like: `profile` is for the match modal. */
  match: boolean;
  profile: LikeProfile | null;
  likes_left: number;
  limit: number;
  resets_at: string;
};
