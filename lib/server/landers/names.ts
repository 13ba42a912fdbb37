import 'server-only';

import { LANDER_NAMES, type LanderName } from '@/lib/schemas/lander';

export { LANDER_NAMES, type LanderName };

/** Every lander a variant row may name: the named ones, tinderswipe and the member landings 2 and 3. */
export type AnyLander = LanderName | 'tinderswipe' | 'landing2' | 'landing3';

export function isLanderName(value: string): value is LanderName {
  return (LANDER_NAMES as readonly string[]).includes(value);
}

/** Every lander path without locale (for the sitemap and the page cache). */
export const LANDER_PATHS = [...LANDER_NAMES.map((n) => `/landers/${n}`), '/landers/tinderswipe'];

/**
 * A slug an ad may put in the URL: lower-case letters, digits and dashes. Anything else is a
 * 404 rather than a lookup, so made-up URLs cannot reach the database with odd text.
 */
export function isLanderSlug(value: string): boolean {
  return /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/.test(value);
}
