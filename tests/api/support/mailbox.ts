// Helpers for the mail-flow API tests (activation, reset, e-mail change, notifications): read the
// outbox and pull the links out of the mails, as a member's mail client would.
import { desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { emailTokens, outbox, sessions, users } from '@/lib/server/db/schema';

export type Mail = typeof outbox.$inferSelect;

/** Every mail to an address, newest first. */
export async function mailsTo(address: string): Promise<Mail[]> {
  const db = await getDb();
  return db.select().from(outbox).where(eq(outbox.recipient, address)).orderBy(desc(outbox.id));
}

export async function lastMailTo(address: string): Promise<Mail> {
  const [mail] = await mailsTo(address);
  if (!mail) throw new Error(`no mail to ${address}`);
  return mail;
}

export async function outboxCount(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(outbox);
  return Number(row.n);
}

/** The first link in a mail's text version whose path contains `pathPart`. */
export function linkIn(mail: Mail, pathPart: string): URL {
  const found = mail.text.match(/https?:\/\/\S+/g)?.find((u) => u.includes(pathPart));
  if (!found) throw new Error(`no ${pathPart} link in mail "${mail.subject}":\n${mail.text}`);
  return new URL(found);
}

export function tokenIn(mail: Mail, pathPart: string): string {
  const token = linkIn(mail, pathPart).searchParams.get('token');
  if (!token) throw new Error(`link ${pathPart} has no token`);
  return token;
}

export async function tokensOf(userId: number) {
  const db = await getDb();
  return db.select().from(emailTokens).where(eq(emailTokens.userId, userId)).orderBy(desc(emailTokens.id));
}

export async function userRow(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function sessionsOf(userId: number) {
  const db = await getDb();
  return db.select().from(sessions).where(eq(sessions.userId, userId));
}
