// What the service worker may keep (app/sw.ts): pure rules, so they are tested without a browser.
// The API and pages are never stored: API answers and member HTML are private to one member, and
// a page kept offline would show the last member's data to whoever opens the app next.

type Target = { url: URL; sameOrigin: boolean; request: { destination: string; mode: string } };

/** Our API: always from the network, never stored. */
export function isApiRequest({ url, sameOrigin }: Target): boolean {
  return sameOrigin && url.pathname.startsWith('/api/');
}

/** Next's build output: content-hashed file names, safe to keep (cache first). */
export function isStaticAsset({ url, sameOrigin }: Target): boolean {
  return sameOrigin && url.pathname.startsWith('/_next/static/');
}

/** The icon sprites (public/icons/): a new content hash in the URL for a changed sprite (cache first). */
export function isIconSprite({ url, sameOrigin }: Target): boolean {
  return sameOrigin && /^\/icons\/[a-z0-9-]+\.svg$/.test(url.pathname);
}

/** Photos from our media path loaded as images (cache first, if the answer allows it). */
export function isMediaImage({ url, sameOrigin, request }: Target): boolean {
  return sameOrigin && url.pathname.startsWith('/media/') && request.destination === 'image';
}

/** A page load: from the network; when that fails, the offline page. */
export function isNavigation({ request }: Target): boolean {
  return request.mode === 'navigate';
}

/**
 * Only answers any browser may keep: a 200 without `private`/`no-store` (a photo only its owner
 * may see is sent private, and is never stored).
 */
export function mayStore(response: Pick<Response, 'status' | 'headers'>): boolean {
  const cc = response.headers.get('cache-control') ?? '';
  return response.status === 200 && !/private|no-store/i.test(cc);
}
