// The service worker's caching rules (lib/worker/caching.ts, used by app/sw.ts).
import { describe, expect, it } from 'vitest';
import { isApiRequest, isIconSprite, isMediaImage, isNavigation, isStaticAsset, mayStore } from '@/lib/worker/caching';

const ORIGIN = 'https://heartline.test';
const target = (path: string, opts: { origin?: string; destination?: string; mode?: string } = {}) => {
  const url = new URL(path, opts.origin ?? ORIGIN);
  return { url, sameOrigin: url.origin === ORIGIN, request: { destination: opts.destination ?? '', mode: opts.mode ?? 'cors' } };
};
const answer = (status: number, cacheControl?: string) =>
  new Response('x', { status, headers: cacheControl ? { 'cache-control': cacheControl } : {} });

describe('service worker caching rules', () => {
  it('sends our API to the network only, whatever it is', () => {
    expect(isApiRequest(target('/api/chats.php'))).toBe(true);
    expect(isApiRequest(target('/api/admin/session'))).toBe(true);
    expect(isApiRequest(target('/api/x', { origin: 'https://other.test' }))).toBe(false);
    expect(isStaticAsset(target('/api/chats.php'))).toBe(false);
    expect(isMediaImage(target('/api/chats.php', { destination: 'image' }))).toBe(false);
  });

  it("keeps Next's hashed build files and our media images, never another origin's", () => {
    expect(isStaticAsset(target('/_next/static/chunks/app-1a2b.js'))).toBe(true);
    expect(isStaticAsset(target('/_next/static/x.js', { origin: 'https://cdn.other.test' }))).toBe(false);
    expect(isMediaImage(target('/media/p/abc.webp', { destination: 'image' }))).toBe(true);
    // The same URL fetched by a script (not as an image) is not cached by this rule.
    expect(isMediaImage(target('/media/p/abc.webp', { destination: '' }))).toBe(false);
    expect(isMediaImage(target('/media/p/abc.webp', { destination: 'image', origin: 'https://other.test' }))).toBe(false);
  });

  it('keeps our icon sprites (hashed URLs), not the app icons route or another origin\'s', () => {
    expect(isIconSprite(target('/icons/ui.svg?v=33cec73e8a'))).toBe(true);
    expect(isIconSprite(target('/icons/interests.svg'))).toBe(true);
    expect(isIconSprite(target('/icons/icon-192.png'))).toBe(false);
    expect(isIconSprite(target('/icons/ui.svg', { origin: 'https://other.test' }))).toBe(false);
    expect(isIconSprite(target('/media/icons/ui.svg'))).toBe(false);
  });

  it('treats page loads as navigations (network, then the offline page), not as cacheable files', () => {
    const page = target('/chats', { mode: 'navigate', destination: 'document' });
    expect(isNavigation(page)).toBe(true);
    expect(isStaticAsset(page) || isMediaImage(page) || isApiRequest(page)).toBe(false);
  });

  it('stores only public 200 answers: a private photo, no-store or an error is never kept', () => {
    expect(mayStore(answer(200))).toBe(true);
    expect(mayStore(answer(200, 'public, max-age=31536000, immutable'))).toBe(true);
    expect(mayStore(answer(200, 'private, max-age=3600'))).toBe(false);
    expect(mayStore(answer(200, 'no-store'))).toBe(false);
    expect(mayStore(answer(404))).toBe(false);
    expect(mayStore(answer(206))).toBe(false);
  });
});
