// /api/mail-events.php — POST (the SMTP provider, not a browser): a signed JSON array of hard
// bounces and spam complaints. Headers X-Heartline-Timestamp (unix seconds) and
// X-Heartline-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>" with
// MAIL_WEBHOOK_SECRET>. 404 while no secret is set; 401 for a wrong or stale signature.
// docs/api.md has the payload.
import { route } from '@/lib/server/http/route';
import { readCapped, refuseNul } from '@/lib/server/http/json-body';
import { AppError } from '@/lib/server/http/errors';
import { mailEventsSchema } from '@/lib/schemas/mail-events';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from '@/lib/server/mail/webhook-signature';
import { applyMailEvents, mailWebhookSecret, verifyMailWebhook } from '@/lib/server/mail/events-service';

/** A full batch of 500 events with long details stays well below this. */
const BODY_MAX = 512 * 1024;

export const POST = route({ auth: 'public' }, async ({ req }) => {
  const secret = mailWebhookSecret();
  const raw = await readCapped(
    req.body,
    BODY_MAX,
    () => new AppError('payload_too_large', 413, { max_bytes: BODY_MAX }),
  );
  verifyMailWebhook(
    secret,
    { signature: req.headers.get(SIGNATURE_HEADER), timestamp: req.headers.get(TIMESTAMP_HEADER) },
    raw,
  );
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new AppError('invalid_json', 400);
  }
  return applyMailEvents(mailEventsSchema.parse(refuseNul(parsed)));
});
