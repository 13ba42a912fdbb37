import 'server-only';
import { env } from '@/lib/env';
import { getDb } from '@/lib/server/db/client';
import { notFound } from '@/lib/server/http/errors';
import { isLocalClient, type HeaderSource } from '@/lib/server/http/request-info';
import { findOutbox, listOutbox } from './repo';
import { smtpConfigured } from './transport';

/**
 * The developer mailbox (/dev/mailbox, GET /api/mailbox.php): the outbox read back, only while
 * no SMTP is configured and only for someone on this machine (mailboxAllowed). The outbox holds
 * password-reset links: whoever reads it can take over any account, so everybody else gets a
 * plain not found, the same as with SMTP.
 */
export type MailboxEntry = { id: number; to: string; subject: string; created_at: string; status: string };
export type MailboxMail = MailboxEntry & { html: string; text: string };

const LIMIT = 200;

/** Mail stays in the outbox (no SMTP): the mailbox exists, for whoever mailboxAllowed lets in. */
export function mailboxEnabled(): boolean {
  return !smtpConfigured();
}

/**
 * Who may read the mailbox: the single place for that rule. Only while mail stays in the outbox,
 * never behind a proxy (TRUST_PROXY: every request then comes from the proxy's socket, often on
 * this machine), and only over a loopback socket, the address our server takes from the TCP
 * connection (never from a header a client can send). A staff member in the admin console will
 * be let in here too, once staff accounts exist.
 */
export function mailboxAllowed(headers: HeaderSource): boolean {
  return mailboxEnabled() && isLocalClient(headers);
}

/** The line the server prints at start while mail stays in the outbox; null with SMTP. */
export function outboxWarning(): string | null {
  if (!mailboxEnabled()) return null;
  const reader =
    env().TRUST_PROXY === 'true'
      ? '/dev/mailbox is off behind a trusted proxy (TRUST_PROXY=true)'
      : `/dev/mailbox is readable from this machine only (http://localhost:${env().PORT}/dev/mailbox)`;
  return `SMTP_URL is not set: mail is NOT sent, it stays in the outbox; ${reader}.`;
}

/** The outbox's channels: mail, and the SMS of the direct-debit code (lib/server/payments/sms.ts). */
export type MailboxChannel = 'email' | 'sms';

export async function listMailbox(headers: HeaderSource, channel: MailboxChannel = 'email'): Promise<MailboxEntry[]> {
  if (!mailboxAllowed(headers)) throw notFound();
  const rows = await listOutbox(await getDb(), LIMIT, channel);
  return rows.map((r) => ({
    id: r.id,
    to: r.recipient,
    subject: r.subject,
    created_at: r.createdAt.toISOString(),
    status: r.status,
  }));
}

export async function mailboxMail(
  headers: HeaderSource,
  id: number,
  channel: MailboxChannel = 'email',
): Promise<MailboxMail> {
  if (!mailboxAllowed(headers)) throw notFound();
  const r = await findOutbox(await getDb(), id);
  if (!r || r.channel !== channel) throw notFound();
  return {
    id: r.id,
    to: r.recipient,
    subject: r.subject,
    created_at: r.createdAt.toISOString(),
    status: r.status,
    html: r.html,
    text: r.text,
  };
}
