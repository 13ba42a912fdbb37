import 'server-only';
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { getSiteCached, settingsFor, type Site } from './sites/service';
import { toUserDto, userForToken, type SessionUser } from './accounts/service';
import { SESSION_COOKIE } from './accounts/session-token';
import { geoipCountry, requestHost } from './http/request-info';
import type { Settings } from '@/lib/schemas/settings';
import type { User } from '@/lib/schemas/user';

export type PageContext = { site: Site; settings: Settings; session: SessionUser | null; user: User | null };

/**
 * The initial server-side load of spec §4 for Server Components: the requesting host's site and
 * settings and the current member, read through the same services as the API (no HTTP).
 */
export const getPageContext = cache(async (): Promise<PageContext> => {
  const [h, c] = await Promise.all([headers(), cookies()]);
  const site = await getSiteCached(requestHost(h));
  const [settings, session] = await Promise.all([
    settingsFor(site, { geoipCountry: geoipCountry(h), requestedCountry: null }),
    userForToken(site, c.get(SESSION_COOKIE)?.value),
  ]);
  return { site, settings, session, user: session ? await toUserDto(session.user) : null };
});
