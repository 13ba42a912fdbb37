import 'server-only';
import type { NextRequest } from 'next/server';
import type { SessionUser } from '@/lib/server/accounts/service';
import { env } from '@/lib/env';
import { geoipCountry, requestHost } from '@/lib/server/http/request-info';
import type { Site } from '@/lib/server/sites/service';
import type { PayContext } from './orders';
import { memberLocale } from './receipt';

/**
 * The origin the member's browser asked for: its Host header (X-Forwarded-Host/-Proto behind a
 * trusted proxy), not Next's own URL, whose host is the address our server listens on. A member
 * of a second domain is then sent back to that domain after the checkout, where their session is.
 */
function requestOrigin(req: NextRequest): string {
  const host = requestHost(req.headers);
  // A host and port only; anything else (a path, a user part) is not put into a return URL.
  if (!/^[a-z0-9.-]{1,253}(:\d{1,5})?$/i.test(host)) return req.nextUrl.origin;
  const forwarded =
    env().TRUST_PROXY === 'true' ? req.headers.get('x-forwarded-proto')?.split(',')[0].trim() : null;
  const proto = forwarded === 'https' || forwarded === 'http' ? `${forwarded}:` : req.nextUrl.protocol;
  return `${proto}//${host}`;
}

/** What the payment services need from a member's request. */
export function payContext(req: NextRequest, site: Site, session: SessionUser): PayContext {
  return {
    site,
    session,
    origin: requestOrigin(req),
    locale: memberLocale(site, session.user.language),
    geoip: geoipCountry(req.headers),
  };
}
