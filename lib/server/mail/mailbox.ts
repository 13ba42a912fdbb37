import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { notFound } from '@/lib/server/http/errors';
import { findOutbox, listOutbox } from './repo';
import { smtpConfigured } from './transport';

/**
 * The developer mailbox (/dev/mailbox, GET /api/mailbox.php): the outbox read back, only while
 * no SMTP is configured. With SMTP, mail really leaves and nobody may read it here: not found.
 */
export type MailboxEntry = { id: number; to: string; subject: string; created_at: string; status: string };
export type MailboxMail = MailboxEntry & { html: string; text: string };

const LIMIT = 200;

export function mailboxEnabled(): boolean {
  return !smtpConfigured();
}

export async function listMailbox(): Promise<MailboxEntry[]> {
  if (!mailboxEnabled()) throw notFound();
  const rows = await listOutbox(await getDb(), LIMIT);
  return rows.map((r) => ({
    id: r.id,
    to: r.recipient,
    subject: r.subject,
    created_at: r.createdAt.toISOString(),
    status: r.status,
  }));
}

export async function mailboxMail(id: number): Promise<MailboxMail> {
  if (!mailboxEnabled()) throw notFound();
  const r = await findOutbox(await getDb(), id);
  if (!r || r.channel !== 'email') throw notFound();
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
