import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

// The SMTP provider's webhook (POST /api/mail-events.php) proves itself with an HMAC-SHA256 over
// "<timestamp>.<raw body>" keyed with MAIL_WEBHOOK_SECRET. The timestamp is inside the signed
// text, so an old delivery cannot be made fresh by changing the header; past five minutes it is
// refused (replay of a captured request, e.g. a bounce for a member who has since re-enabled
// their notices).

export const SIGNATURE_HEADER = 'x-heartline-signature';
export const TIMESTAMP_HEADER = 'x-heartline-timestamp';
/** How far the timestamp may be from our clock, either way. */
export const MAX_SKEW_SECONDS = 300;

const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;
const TIMESTAMP = /^\d{1,12}$/;

function mac(secret: string, timestamp: string, rawBody: Uint8Array): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
}

/** The header value a sender puts on this body at this time (unix seconds). */
export function signMailEvents(
  secret: string,
  timestamp: number | string,
  rawBody: Uint8Array | string,
): string {
  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody;
  return `sha256=${mac(secret, String(timestamp), body).toString('hex')}`;
}

export type SignatureCheck = 'ok' | 'invalid' | 'expired';

/**
 * Checks the signature (constant-time) and then the age. A missing or malformed header is
 * 'invalid' like a wrong one; a right signature on a timestamp more than MAX_SKEW_SECONDS away
 * from now is 'expired'.
 */
export function checkMailEventsSignature(
  secret: string,
  headers: { signature: string | null; timestamp: string | null },
  rawBody: Uint8Array,
  now = Date.now(),
): SignatureCheck {
  const timestamp = headers.timestamp?.trim() ?? '';
  const given = SIGNATURE.exec(headers.signature?.trim() ?? '');
  if (!given || !TIMESTAMP.test(timestamp)) return 'invalid';
  const expected = mac(secret, timestamp, rawBody);
  const actual = Buffer.from(given[1], 'hex');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return 'invalid';
  if (Math.abs(now / 1000 - Number(timestamp)) > MAX_SKEW_SECONDS) return 'expired';
  return 'ok';
}
