// The public page cache's side in our server (scripts/server.mjs): a hit is written from memory,
// a cacheable miss is answered by Next as usual while a copy goes to the cache
// (lib/server/http/page-cache.ts, on globalThis.__heartlinePageCache), which also gets the means
// to read the build's stylesheets and icon sprites (their rules and symbols go inline:
// lib/server/http/critical-css.ts, inline-icons.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Reads `/_next/static/…` stylesheets from the build's static folder, as Next serves them. */
export function buildStylesheetReader(distDir) {
  const staticDir = path.join(distDir, 'static');
  return async (href) => {
    if (!href.startsWith('/_next/static/') || !href.endsWith('.css')) return null;
    const rest = href.slice('/_next/static/'.length);
    if (rest.split('/').some((segment) => segment === '..' || segment === '' || segment === '.')) return null;
    return readFile(path.join(staticDir, rest), 'utf8').catch(() => null);
  };
}

/** Reads the icon sprites (`/icons/….svg`) from the public folder, as Next serves them. */
export function buildSpriteReader(publicDir) {
  return async (publicPath) => {
    if (!/^\/icons\/[\w-]+\.svg$/.test(publicPath)) return null;
    return readFile(path.join(publicDir, publicPath), 'utf8').catch(() => null);
  };
}

/** A page from the cache: its own headers and hash-based CSP, gzip when the client takes it. */
export function sendCachedPage(req, res, page) {
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const body = gzip ? page.gzip : page.body;
  for (const [name, value] of page.headers) res.setHeader(name, value);
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', body.length);
  res.setHeader('X-Heartline-Cache', 'hit');
  res.statusCode = page.status;
  res.end(body);
}

/**
 * Lets Next answer a cacheable miss as usual (with its nonce CSP) and hands a copy of the answer
 * to the cache. Next is asked for it uncompressed: the cache keeps the HTML to hash its scripts.
 */
export function keepPage(req, res, cache, ticket, readStylesheet, readSprite) {
  delete req.headers['accept-encoding'];
  const chunks = [];
  let size = 0;
  let headersArg = {};
  const { writeHead, write, end } = res;
  const collect = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function' || size < 0) return;
    const buf = Buffer.isBuffer(chunk)
      ? chunk
      : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');
    size += buf.length;
    if (size > 1024 * 1024)
      size = -1; // too large to keep: stop copying
    else chunks.push(buf);
  };
  res.writeHead = function (statusCode, ...rest) {
    const headers = rest.find((a) => a && typeof a === 'object');
    if (headers) headersArg = Array.isArray(headers) ? {} : headers;
    return writeHead.call(this, statusCode, ...rest);
  };
  res.write = function (chunk, encoding, cb) {
    collect(chunk, encoding);
    return write.call(this, chunk, encoding, cb);
  };
  res.end = function (chunk, encoding, cb) {
    collect(chunk, encoding);
    return end.call(this, chunk, encoding, cb);
  };
  res.once('finish', () => {
    if (size < 0) return;
    const headers = { ...res.getHeaders(), ...headersArg };
    Promise.resolve(
      cache.store(ticket, res.statusCode, headers, Buffer.concat(chunks), readStylesheet, readSprite),
    ).catch(() => undefined);
  });
  res.setHeader('X-Heartline-Cache', 'miss');
}
