import 'server-only';
import { cache } from 'react';

type Notice = { promise: Promise<string | null>; resolve: (name: string | null) => void };

/**
 * Per request: the name of the member who blocked the viewer, handed from /members/{id}'s page
 * (which then calls notFound() for the HTTP 404) to that segment's not-found.tsx, which shows
 * "You're blocked by {name}". A promise, because React may render the not-found fallback
 * before or after the page; the page settles it on every path (null: an ordinary 404).
 */
export const blockedNotice = cache((): Notice => {
  let resolve: (name: string | null) => void = () => {};
  const promise = new Promise<string | null>((r) => (resolve = r));
  return { promise, resolve };
});

/** The blocker's name, or null for an ordinary 404 (also when the page never said, after a moment). */
export async function blockedNoticeName(waitMs = 3_000): Promise<string | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((r) => (timer = setTimeout(() => r(null), waitMs)));
  try {
    return await Promise.race([blockedNotice().promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
