import 'server-only';
import type { NextRequest } from 'next/server';
import type { SessionUser } from '@/lib/server/accounts/service';
import { geoipCountry } from '@/lib/server/http/request-info';
import type { Site } from '@/lib/server/sites/service';
import type { PayContext } from './orders';
import { memberLocale } from './receipt';

/** What the payment services need from a member's request. */
export function payContext(req: NextRequest, site: Site, session: SessionUser): PayContext {
  return {
    site,
    session,
    origin: req.nextUrl.origin,
    locale: memberLocale(site, session.user.language),
    geoip: geoipCountry(req.headers),
  };
}
