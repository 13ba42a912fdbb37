import 'server-only';
import type { Transporter } from 'nodemailer';
import { env } from '@/lib/env';

const holder = globalThis as unknown as { __heartlineSmtp?: Transporter };

/** Whether real mail goes out; without SMTP the outbox is the mailbox (/dev/mailbox). */
export function smtpConfigured(): boolean {
  return Boolean(env().SMTP_URL);
}

export async function smtpTransport(): Promise<Transporter> {
  if (!holder.__heartlineSmtp) {
    const nodemailer = await import('nodemailer');
    holder.__heartlineSmtp = nodemailer.createTransport(env().SMTP_URL!);
  }
  return holder.__heartlineSmtp;
}
