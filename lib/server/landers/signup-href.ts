import 'server-only';
import { trackingFromQuery, type TrackingParams } from '@/lib/schemas/signup-tracking';

export type PageSearchParams = Record<string, string | string[] | undefined>;

/** The tracking parameters (network, ref, sub1…sub3) of a page's query; the first of repeated ones. */
export function trackingOfPage(searchParams: PageSearchParams): TrackingParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) query.set(key, first);
  }
  return trackingFromQuery(query);
}

/**
 * Where a lander's button leads without JavaScript: the signup page (or a member's signup) with
 * the lander URL's tracking parameters, so they reach the stored signup either way. With
 * JavaScript the layout's signup modal has already kept them in the signup store.
 */
export function signupHref(path: string, tracking: TrackingParams): string {
  const query = new URLSearchParams(
    Object.entries(tracking).filter((e): e is [string, string] => Boolean(e[1])),
  ).toString();
  return query ? `${path}?${query}` : path;
}
