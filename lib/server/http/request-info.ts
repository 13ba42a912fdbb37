import 'server-only';
import { env } from '@/lib/env';

/** Request headers as Next's Headers, a NextRequest's or next/headers' give them. */
export type HeaderSource = { get(name: string): string | null };

/** A node request's headers (lower-case names) as `get()`; several copies joined as Headers does. */
export function nodeHeaders(headers: Record<string, string | string[] | undefined>): HeaderSource {
  return {
    get(name) {
      const v = headers[name];
      return v === undefined ? null : Array.isArray(v) ? v.join(', ') : v;
    },
  };
}

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

/**
 * Set by our own HTTP server (scripts/server.mjs) from the TCP socket on every request, after
 * removing any value a client sent: the only address a visitor cannot forge.
 */
export const PEER_HEADER = 'x-heartline-peer';

/**
 * The client's address. Without a trusted proxy: the socket's peer (a forged X-Forwarded-For is
 * ignored). With TRUST_PROXY=true: the TRUST_PROXY_HOPS-th X-Forwarded-For entry from the right,
 * the one our own proxy chain appended; the entries left of it are the client's to invent.
 */
export function clientIp(headers: HeaderSource): string {
  const peer = headers.get(PEER_HEADER)?.trim() || 'unknown';
  if (env().TRUST_PROXY !== 'true') return normalizeIp(peer);
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  const hop = hops.at(-env().TRUST_PROXY_HOPS);
  return normalizeIp(hop ?? peer);
}

/** `::ffff:1.2.3.4` (IPv4 on a dual-stack socket) is 1.2.3.4. */
function normalizeIp(ip: string): string {
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
}

/** Whether the request came over a loopback socket (the machine itself), never from a header. */
export function isLoopbackPeer(headers: HeaderSource): boolean {
  const peer = normalizeIp(headers.get(PEER_HEADER)?.trim() ?? '');
  return peer === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(peer);
}

/**
 * A client on this machine, by its socket address: a loopback peer and no trusted proxy. Behind
 * TRUST_PROXY the proxy itself is often that loopback peer, for every visitor, so nobody is.
 * The rule of the developer mailbox and of /api/metrics without a token.
 */
export function isLocalClient(headers: HeaderSource): boolean {
  return env().TRUST_PROXY !== 'true' && isLoopbackPeer(headers);
}
