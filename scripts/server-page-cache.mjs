// The public page cache's side in our server (scripts/server.mjs): a hit is written from memory,
// a cacheable miss is answered by Next as usual while a copy goes to the cache
// (lib/server/http/page-cache.ts, on globalThis.__heartlinePageCache).

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
export function keepPage(req, res, cache, ticket) {
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
    Promise.resolve(cache.store(ticket, res.statusCode, headers, Buffer.concat(chunks))).catch(
      () => undefined,
    );
  });
  res.setHeader('X-Heartline-Cache', 'miss');
}
