import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { env } from '@/lib/env';
import { getDb } from '@/lib/server/db/client';
import { outbox } from '@/lib/server/db/schema';
import { insertOutbox } from '@/lib/server/mail/repo';
import { log } from '@/lib/server/log';
import type { Locale } from '@/lib/i18n/locales';
import type { Site } from '@/lib/server/sites/service';

export function smsGatewayConfigured(): boolean {
  return Boolean(env().SMS_GATEWAY_URL);
}

/**
 * The direct-debit code by SMS. It is written to the outbox like a mail (channel 'sms'), so it
 * exists exactly when the request does and the demo can read it; with SMS_GATEWAY_URL it is
 * then POSTed as JSON {to, text, reference} with SMS_GATEWAY_TOKEN as bearer (most gateways
 * take that shape or sit behind a small relay), and the row records sent or failed.
 */
export async function sendCodeSms(input: {
  site: Site;
  to: string;
  code: string;
  locale: Locale;
}): Promise<void> {
  const messages = (await import(`@/messages/${input.locale}.json`)).default;
  const t = createTranslator({ locale: input.locale, messages, namespace: 'paymentMail' });
  const text = t('sms', { site: input.site.name, code: input.code });
  const db = await getDb();
  const row = await insertOutbox(db, {
    siteId: input.site.id,
    channel: 'sms',
    recipient: input.to,
    subject: '',
    text,
  });
  const e = env();
  if (!e.SMS_GATEWAY_URL) return;
  try {
    const res = await fetch(e.SMS_GATEWAY_URL, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(e.SMS_GATEWAY_TOKEN ? { authorization: `Bearer ${e.SMS_GATEWAY_TOKEN}` } : {}),
      },
      body: JSON.stringify({ to: input.to, text, reference: `outbox-${row.id}` }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`gateway answered ${res.status}`);
    await db
      .update(outbox)
      .set({ status: 'sent', sentAt: sql`now()`, attempts: 1 })
      .where(eq(outbox.id, row.id));
  } catch (err) {
    log().error({ err, outboxId: row.id }, 'SMS gateway failed');
    await db
      .update(outbox)
      .set({ status: 'failed', attempts: 1, lastError: String((err as Error).message).slice(0, 500) })
      .where(eq(outbox.id, row.id));
  }
}
