import 'server-only';
import { Agent } from 'node:https';
import { env } from '@/lib/env';

/**
 * Where a push subscription may point. The server POSTs to a subscription's endpoint, so a member
 * could otherwise make it call any address (an internal service, the cloud metadata address):
 * only https on the push services of the browsers we know, on the default port, no credentials.
 * Chrome/Edge/Opera/Samsung use FCM, Firefox Mozilla's autopush, Safari Apple's, old Edge WNS.
 */
const PUSH_HOSTS: readonly RegExp[] = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^[a-z0-9-]+\.push\.services\.mozilla\.com$/,
  /^web\.push\.apple\.com$/,
  /^[a-z0-9-]+\.push\.apple\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
];

type Holder = { __heartlineTestPushOrigins?: Map<string, Agent> };
const holder = globalThis as unknown as Holder;

/**
 * Tests only: lets subscriptions point at a local fake push service (its exact https origin,
 * trusting its self-signed certificate `ca`). Refused outside NODE_ENV=test, so production keeps
 * the host check whatever code calls it. Returns the undo.
 */
export function allowTestPushOrigin(origin: string, ca: string): () => void {
  if (env().NODE_ENV !== 'test') throw new Error('allowTestPushOrigin is for tests only');
  const map = (holder.__heartlineTestPushOrigins ??= new Map());
  map.set(origin, new Agent({ ca }));
  return () => map.delete(origin);
}

const testOrigin = (url: URL) => env().NODE_ENV === 'test' && holder.__heartlineTestPushOrigins?.has(url.origin);

/** The https agent of an allowed test origin (its certificate); undefined for real push services. */
export function testPushAgent(endpoint: string): Agent | undefined {
  if (env().NODE_ENV !== 'test') return undefined;
  try {
    return holder.__heartlineTestPushOrigins?.get(new URL(endpoint).origin);
  } catch {
    return undefined;
  }
}

/** Whether the server may send pushes to this endpoint URL. */
export function isAllowedPushEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (testOrigin(url)) return true;
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return PUSH_HOSTS.some((re) => re.test(host));
}
