import { z } from 'zod';
import { dbId, dbIdParam } from './input';

export { likeTabs, type LikeTab } from './like-tabs';

/**
 * A profile as the likes lists and the like/match modals show it (spec §3 "Like/match profile").
 * `main_image` is the main photo's thumbnail path already prefixed with settings.cdn_prefix
 * (only when that photo is active; never the full-size file), or null.
 */
export type LikeProfile = {
  id: number;
  name: string;
  age: number;
  country: string;
  city: string | null;
  is_fictional: boolean;
  /** The owner is a premium member (users.paid_user): the gold badge. Always set by the likes service. */
  premium?: boolean;
  main_image: string | null;
};

/** Spec §3 liked-by entry: someone who liked the member, and whether the member has seen it. */
export type LikedByEntry = { id: number; like_new: boolean };

/**
 * GET /api/likes.php. Each list is newest first and holds at most LIKES_LIST_MAX entries;
 * `profiles` has every profile the three lists name, once.
 */
export type LikesData = {
  profiles: LikeProfile[];
  /** Received likes (the "received" tab). */
  liked_by: LikedByEntry[];
  /** Profiles the member liked (the "sent" tab). */
  sent: number[];
  /** Mutual likes (the "matches" tab). */
  matches: number[];
};

/** POST/DELETE /api/like.php answer. */
export type LikeResult = { liked: boolean; match: boolean; profile: LikeProfile };

/** The pair state a profile page shows (likeState). */
export type LikeState = { liked: boolean; liked_by: boolean; like_new: boolean; match: boolean };

/** Newest entries per list in GET /api/likes.php (documented in docs/api.md). */
export const LIKES_LIST_MAX = 200;

/** POST /api/like.php, POST /api/like-seen.php */
export const likeBodySchema = z.object({ profile_id: dbId }).strict();

/** DELETE /api/like.php?profile_id= */
export const likeQuerySchema = z.object({ profile_id: dbIdParam });
