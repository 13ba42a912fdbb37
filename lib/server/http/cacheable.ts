import 'server-only';
import { createHash } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';

/**
 * A JSON answer that browsers and CDNs may keep for five minutes, with an ETag so a revalidation
 * costs a 304. Only for public reference data that is the same for every visitor of a host.
 */
export function cacheableJson(req: NextRequest, payload: unknown, maxAge = 300): NextResponse {
  const json = JSON.stringify(payload);
  const tag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  const headers = { ETag: tag, 'Cache-Control': `public, max-age=${maxAge}`, Vary: 'Host' };
  if (req.headers.get('if-none-match') === tag) return new NextResponse(null, { status: 304, headers });
  return new NextResponse(json, { status: 200, headers: { ...headers, 'Content-Type': 'application/json' } });
}
