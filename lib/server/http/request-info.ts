import 'server-only';
import { env } from '@/lib/env';

type HeaderSource = { get(name: string): string | null };

/** The host the visitor asked for. X-Forwarded-Host only behind a trusted proxy. */
export function requestHost(headers: HeaderSource): string {
  const forwarded = env().TRUST_PROXY === 'true' ? headers.get('x-forwarded-host') : null;
  return (forwarded ?? headers.get('host') ?? '').split(',')[0].trim();
}

/** Country from a CDN header, trusted only behind a configured proxy. */
export function geoipCountry(headers: HeaderSource): string | null {
  if (env().TRUST_PROXY !== 'true') return null;
  const value = headers.get('cf-ipcountry') ?? headers.get('x-vercel-ip-country') ?? headers.get('x-country-code');
  return value && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null;
}

/**
 * A state-changing request must come from our own pages. Browsers send Sec-Fetch-Site; older
 * ones send Origin, which must name the host that was asked.
 */
export function isSameOrigin(headers: HeaderSource): boolean {
  const site = headers.get('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const origin = headers.get('origin');
  if (!origin) return true; // not a browser (curl, server-to-server): cookies are not ambient there
  try {
    return new URL(origin).host === requestHost(headers);
  } catch {
    return false;
  }
}
