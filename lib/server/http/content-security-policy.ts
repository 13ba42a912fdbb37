import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { env } from '@/lib/env';
import type { Site } from '@/lib/server/sites/service';

/**
 * The Content-Security-Policy of every page, with a fresh nonce per request (proxy.ts). Next reads
 * the nonce from the request's CSP header and puts it on its own scripts (framework, chunks, the
 * inline RSC payload that carries next-intl's messages and React Query's hydration state); the
 * app renders no inline script of its own. So a script that reaches the HTML any other way (an
 * escaping bug in a bio or a chat message) has no nonce and never runs. Styles may stay inline:
 * React's style attributes need it, and a style cannot run code.
 */

/** The request header that carries the nonce to Server Components (Next's documented name). */
export const NONCE_HEADER = 'x-nonce';

/** 128 random bits, base64: unguessable, and only characters a CSP nonce allows. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Where chat GIFs come from when a provider is configured (lib/server/gifs/remote.ts). */
const GIF_IMAGE_HOSTS: Record<string, string[]> = {
  bundled: [],
  giphy: ['https://*.giphy.com'],
  tenor: ['https://*.tenor.com'],
};

/**
 * The origin of an absolute cdn_prefix (photos on a CDN or a bucket), or null for a path like
 * /media/. Only the origin: it is always a valid CSP source, whatever else the setting holds.
 */
function cdnOrigin(cdnPrefix: string): string | null {
  if (!/^https?:\/\//i.test(cdnPrefix)) return null;
  try {
    return new URL(cdnPrefix).origin;
  } catch {
    return null;
  }
}

export function pageCsp(site: Pick<Site, 'cdnPrefix'>, nonce: string): string {
  // 'strict-dynamic': the chunks Next's runtime loads inherit the trust of the nonced scripts.
  return policy(site, `'self' 'nonce-${nonce}' 'strict-dynamic'`);
}

/** 'sha256-…' of an inline script's text, as CSP matches it (the UTF-8 bytes between the tags). */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The policy of a page served from the page cache (lib/server/http/page-cache.ts). A nonce cannot
 * be used there: every visitor would get the same one, so anyone could read it off the page and
 * use it. Instead each inline script of that HTML is allowed by its hash, nothing else inline.
 * Without a nonce, 'strict-dynamic' would refuse the HTML's own <script src> tags, so script
 * files are allowed by origin ('self'): only our own origin, where every response carries
 * `X-Content-Type-Options: nosniff` (next.config.ts), so only a file served as JavaScript runs
 * (an uploaded photo is an image/* answer and never runs as a script).
 */
export function hashedPageCsp(site: Pick<Site, 'cdnPrefix'>, hashes: readonly string[]): string {
  return policy(site, ["'self'", ...hashes].join(' '));
}

function policy(site: Pick<Site, 'cdnPrefix'>, scriptSources: string): string {
  const e = env();
  // React uses eval for its debugging aids in development only (Next's CSP guide).
  const devEval = e.NODE_ENV === 'development' ? " 'unsafe-eval'" : '';
  const images = ["'self'", 'data:', 'blob:', cdnOrigin(site.cdnPrefix), ...(GIF_IMAGE_HOSTS[e.GIF_PROVIDER] ?? [])];
  return [
    "default-src 'self'",
    `script-src ${scriptSources}${devEval}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.filter(Boolean).join(' ')}`,
    "font-src 'self'",
    "connect-src 'self'",
    // Named because 'strict-dynamic' would otherwise leave the service worker without a source.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
