import 'server-only';
import { env } from '@/lib/env';
import { getDb, type Db, type Tx } from '@/lib/server/db/client';
import type { Site } from '@/lib/server/sites/service';
import type { Locale } from '@/lib/i18n/locales';
import { renderHtml, renderText } from './render';
import { mailContent, type MailTemplate } from './templates';
import * as repo from './repo';
import { smtpConfigured, smtpTransport } from './transport';
import { findSiteById } from '@/lib/server/sites/repo';
import { runJob, type Job } from '@/lib/server/job-runner';
import { log } from '@/lib/server/log';
import { countOutboxFailure } from '@/lib/server/metrics/registry';

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
  // Shortly after, so the caller's transaction has usually committed; else the next run sends it.
  if (smtpConfigured()) setTimeout(() => void runJob(OUTBOX_JOB), 100).unref();
  return row;
}

// A claim outlives any one send by far (nodemailer gives up on a dead server within minutes);
// a mail whose claim ran out before its turn in the batch is given back instead of sent.
const LEASE_MS = 10 * 60_000;
const BATCH = 10;
const MAX_PER_RUN = 500;

/**
 * Sends queued mail over SMTP. Each batch is claimed for this sender (repo.claimMails), so
 * several instances, and overlapping runs in one, never send the same mail; a failed send goes
 * back to the queue for the next run, up to 5 attempts. Stops between mails on shutdown.
 */
export async function drainOutbox(signal?: AbortSignal): Promise<number> {
  if (!smtpConfigured()) return 0;
  const db = await getDb();
  const transport = await smtpTransport();
  const fromOf = senderCache(db);
  await repo.failAbandoned(db, MAX_ATTEMPTS);
  let sent = 0;
  let claimedTotal = 0;
  while (claimedTotal < MAX_PER_RUN && !signal?.aborted) {
    const claimedAt = Date.now();
    const batch = await repo.claimMails(db, { maxAttempts: MAX_ATTEMPTS, limit: BATCH, leaseMs: LEASE_MS });
    claimedTotal += batch.length;
    for (const [i, mail] of batch.entries()) {
      if (signal?.aborted || Date.now() - claimedAt > LEASE_MS / 2) {
        await repo.releaseClaims(db, batch.slice(i));
        return sent;
      }
      try {
        await transport.sendMail({
          from: await fromOf(mail.siteId),
          to: mail.recipient,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
        });
      } catch (err) {
        countOutboxFailure();
        log().warn({ err, outboxId: mail.id, attempt: mail.attempts }, 'mail send failed');
        await repo.markFailedAttempt(db, mail, String(err), mail.attempts >= MAX_ATTEMPTS);
        continue;
      }
      await repo.markSent(db, mail);
      sent++;
    }
    if (batch.length < BATCH) break;
  }
  return sent;
}

/** The sender address of each site, looked up once per run. */
function senderCache(db: Db) {
  const seen = new Map<number | null, Promise<string>>();
  return (siteId: number | null): Promise<string> => {
    let from = seen.get(siteId);
    if (!from) {
      from = (async () => {
        const site = siteId === null ? undefined : await findSiteById(db, siteId);
        return site ? fromAddress(site) : (env().MAIL_FROM ?? 'noreply@localhost');
      })();
      seen.set(siteId, from);
    }
    return from;
  };
}

/** The outbox sender as a background job: every 30 s, and right after a mail is queued. */
export const OUTBOX_JOB: Job = { name: 'outbox', everyMs: 30_000, run: (signal) => drainOutbox(signal) };

export { listOutbox, findOutbox } from './repo';
