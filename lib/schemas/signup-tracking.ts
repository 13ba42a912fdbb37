// A landing URL's tracking parameters (spec §4): plain functions, no zod, so the signup modal
// that keeps them loads no schema library on every page. lib/schemas/signup.ts re-exports them.

export const TRACKING_KEYS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;
export type TrackingKey = (typeof TRACKING_KEYS)[number];
export type TrackingParams = Partial<Record<TrackingKey, string>>;

/** Spec §4 "only with a traffic source": the visitor arrived with a network or ref parameter. */
export function hasTrafficSource(tracking: TrackingParams | null | undefined): boolean {
  return Boolean(tracking?.network?.trim() || tracking?.ref?.trim());
}

/** The tracking parameters of a landing URL's query, empty ones left out. */
export function trackingFromQuery(query: URLSearchParams): TrackingParams {
  const found: TrackingParams = {};
  for (const key of TRACKING_KEYS) {
    const value = query.get(key)?.trim();
    if (value) found[key] = value.slice(0, 100);
  }
  return found;
}
