import 'server-only';
import { env } from '@/lib/env';
import { getDb, type Db, type Tx } from '@/lib/server/db/client';
import type { Site } from '@/lib/server/sites/service';
import type { Locale } from '@/lib/i18n/locales';
import { renderHtml, renderText } from './render';
import { mailContent, type MailTemplate } from './templates';
import * as repo from './repo';
import { smtpConfigured, smtpTransport } from './transport';

const MAX_ATTEMPTS = 5;

function fromAddress(site: Site): string {
  return env().MAIL_FROM ?? `"${site.config.mailName.replace(/"/g, '')}" <noreply@${site.domain}>`;
}

/**
 * Queues a mail in the outbox, inside the caller's transaction when given one: the mail exists
 * exactly when the change it reports was committed. With SMTP a sender delivers it shortly after.
 */
export async function queueMail(
  db: Db | Tx,
  input: { site: Site; to: string; locale: Locale; template: MailTemplate },
): Promise<repo.OutboxRow> {
  const content = await mailContent(input.site, input.locale, input.template);
  const row = await repo.insertOutbox(db, {
    siteId: input.site.id,
    channel: 'email',
    recipient: input.to,
    subject: content.subject,
    html: renderHtml(content, input.locale, input.site.name),
    text: renderText(content),
  });
  if (smtpConfigured()) setTimeout(() => void drainOutbox(fromAddress(input.site)).catch(() => undefined), 100);
  return row;
}

let draining = false;

/** Sends queued mail over SMTP; failed sends stay queued for the next run, up to 5 attempts. */
export async function drainOutbox(from?: string): Promise<number> {
  if (!smtpConfigured() || draining) return 0;
  draining = true;
  let sent = 0;
  try {
    const db = await getDb();
    const transport = await smtpTransport();
    for (const mail of await repo.queuedMails(db, MAX_ATTEMPTS, 50)) {
      try {
        await transport.sendMail({
          from: from ?? env().MAIL_FROM ?? 'noreply@localhost',
          to: mail.recipient,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
        });
        await repo.markSent(db, mail.id);
        sent++;
      } catch (err) {
        const attempts = mail.attempts + 1;
        await repo.markFailedAttempt(db, mail.id, attempts, String(err), attempts >= MAX_ATTEMPTS);
      }
    }
  } finally {
    draining = false;
  }
  return sent;
}

export { listOutbox, findOutbox } from './repo';
