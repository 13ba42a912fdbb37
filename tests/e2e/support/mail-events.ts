import { createHmac } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

// The SMTP provider's bounce/complaint webhook as the provider calls it, signed as docs/api.md
// says (HMAC-SHA256 over "<timestamp>.<body>"), computed here independently of the server's code.

/** The secret playwright.config.ts gives the e2e server (MAIL_WEBHOOK_SECRET). */
export const E2E_MAIL_WEBHOOK_SECRET = 'heartline-e2e-mail-webhook-secret';

export async function postMailEvents(request: APIRequestContext, events: unknown[]) {
  const body = JSON.stringify(events);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', E2E_MAIL_WEBHOOK_SECRET)
    .update(`${timestamp}.${body}`)
    .digest('hex');
  return request.post('/api/mail-events.php', {
    data: body,
    headers: {
      'Content-Type': 'application/json',
      'X-Heartline-Timestamp': timestamp,
      'X-Heartline-Signature': `sha256=${signature}`,
    },
  });
}
