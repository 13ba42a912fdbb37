// The swipe game's daily like quota (spec §6, §9: 4 likes per day). The day is the UTC
// calendar day: one boundary for every member of every site, whatever their device clock says
// (docs/decisions.md). The client shows the reset in the member's own time.
import { SWIPE_LIKES_PER_DAY } from './constants';

const DAY_MS = 86_400_000;

/** Start of the UTC day that contains `now`. */
export function swipeDayStart(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
}

/** When new swipe likes are available again: the next UTC midnight. */
export function swipeResetsAt(now: Date): Date {
  return new Date(swipeDayStart(now).getTime() + DAY_MS);
}

export function swipeLikesLeft(usedToday: number, limit = SWIPE_LIKES_PER_DAY): number {
  return Math.max(0, limit - usedToday);
}

/** Whole hours and minutes until `resetsAt` (rounded up to the minute, never negative). */
export function timeUntil(resetsAt: Date | string, now: Date): { hours: number; minutes: number } {
  const ms = Math.max(0, new Date(resetsAt).getTime() - now.getTime());
  const totalMinutes = Math.ceil(ms / 60_000);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
