import { BADGE_CAP, CREDIT_BADGE_THRESHOLD } from './constants';

/** "99+" above the cap; null when there is nothing to show. */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}

/** The credits badge shows at 10 or fewer: warning above 0, danger at 0. */
export function creditsBadgeVariant(credits: number): 'warning' | 'danger' | null {
  if (credits > CREDIT_BADGE_THRESHOLD) return null;
  return credits > 0 ? 'warning' : 'danger';
}
