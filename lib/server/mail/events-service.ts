import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { env } from '@/lib/env';
import { AppError } from '@/lib/server/http/errors';
import { log } from '@/lib/server/log';
import type { MailEventInput, MailEventsResult } from '@/lib/schemas/mail-events';
import { checkMailEventsSignature } from './webhook-signature';
import * as repo from './events-repo';

/** The provider's event type → the reason stored in users.notifications_disabled (spec §4). */
const REASON = { bounce: 'bounce', complaint: 'spam_complaint' } as const;

/** The webhook's secret, or a 404 as if the endpoint did not exist (no provider configured). */
export function mailWebhookSecret(): string {
  const secret = env().MAIL_WEBHOOK_SECRET;
  if (!secret) throw new AppError('not_found', 404);
  return secret;
}

/** Refuses a request whose signature is wrong, missing or older than five minutes. */
export function verifyMailWebhook(
  secret: string,
  headers: { signature: string | null; timestamp: string | null },
  rawBody: Uint8Array,
): void {
  const check = checkMailEventsSignature(secret, headers, rawBody);
  if (check === 'invalid') throw new AppError('webhook_signature_invalid', 401);
  if (check === 'expired') throw new AppError('webhook_signature_expired', 401);
}

/**
 * Applies a verified batch: each hard bounce or spam complaint is stored once (by the provider's
 * event id, also under concurrent deliveries: the unique index decides), matched to the members
 * with that address on every site, and switches off their notices with its reason. A repeated
 * event changes nothing, so a member who re-enabled their notices stays re-enabled.
 */
export async function applyMailEvents(events: MailEventInput[]): Promise<MailEventsResult> {
  const db = await getDb();
  const result: MailEventsResult = { stored: 0, duplicates: 0, ignored: 0, members: 0 };
  const seen = new Set<string>();
  for (const event of events) {
    if (event.type === 'bounce' && event.bounce === 'soft') {
      result.ignored++;
      continue;
    }
    if (seen.has(event.id)) {
      result.duplicates++;
      continue;
    }
    seen.add(event.id);
    const reason = REASON[event.type];
    await db.transaction(async (tx) => {
      const userIds = await repo.usersWithEmail(tx, event.email);
      const stored = await repo.insertEventOnce(tx, {
        eventId: event.id,
        kind: reason,
        email: event.email,
        userId: userIds[0] ?? null,
        detail: event.detail ?? '',
      });
      if (!stored) {
        result.duplicates++;
        return;
      }
      result.stored++;
      for (const id of userIds) await repo.addReason(tx, id, reason);
      result.members += userIds.length;
    });
  }
  log().info({ ...result, events: events.length }, 'mail events applied');
  return result;
}
