import { expect, type APIRequestContext } from '@playwright/test';
import { messages } from './messages';
import { apiLogin, type Credentials } from './accounts';

// Helpers of accounts-a.spec.ts: nested message keys, the developer mailbox's JSON twin
// (GET /api/mailbox.php) and restoring the demo member after a test changed it.

/** A message by dotted path (any depth), `{arg}` filled in; no plurals. */
export function text(locale: string, key: string, args: Record<string, string | number> = {}): string {
  let node: unknown = messages(locale);
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`messages/${locale}.json has no ${key}`);
  return node.replace(/\{(\w+)\}/g, (whole, arg: string) => (arg in args ? String(args[arg]) : whole));
}

type MailboxEntry = { id: number; to: string; subject: string; created_at: string };

/** The newest mail to an address (optionally with a subject), waiting briefly for it to arrive. */
export async function newestMail(
  request: APIRequestContext,
  to: string,
  subject?: string,
): Promise<MailboxEntry> {
  let found: MailboxEntry | undefined;
  await expect
    .poll(async () => {
      const list = (await (await request.get('/api/mailbox.php')).json()) as MailboxEntry[];
      found = list.find((m) => m.to === to && (!subject || m.subject === subject));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** The link in a mail's text version whose path contains `pathPart`. */
export async function linkInMail(request: APIRequestContext, id: number, pathPart: string): Promise<string> {
  const mail = (await (await request.get(`/api/mailbox.php?id=${id}`)).json()) as { text: string };
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((u) => u.includes(pathPart));
  if (!link) throw new Error(`no ${pathPart} link in mail ${id}`);
  return link;
}

/** Logs in (trying each password) and sets the password back to `original.password`. */
export async function restorePassword(request: APIRequestContext, original: Credentials, current: string[]) {
  for (const password of [original.password, ...current]) {
    const res = await request.post('/api/user.php', { data: { email: original.email, password } });
    if (!res.ok()) continue;
    if (password !== original.password) {
      const put = await request.put('/api/password.php', {
        data: { old_password: password, password: original.password, password_confirm: original.password },
      });
      expect(put.ok(), 'restoring the password').toBe(true);
    }
    await request.get('/api/logout.php');
    return;
  }
  throw new Error(`could not log in as ${original.email} to restore its password`);
}

/** Changes a member's address back through the real flow: request, mailbox link, confirm. */
export async function restoreEmail(request: APIRequestContext, current: Credentials, originalEmail: string) {
  const res = await request.post('/api/user.php', { data: current });
  if (!res.ok()) return; // already restored, or never changed
  await apiLogin(request, current);
  const ask = await request.post('/api/mail-change.php', {
    data: { email: originalEmail, password: current.password },
  });
  expect(ask.ok(), 'requesting the e-mail change back').toBe(true);
  const mail = await newestMail(request, originalEmail);
  const token = new URL(await linkInMail(request, mail.id, '/mail-change/do')).searchParams.get('token');
  const confirm = await request.put('/api/mail-change.php', { data: { token } });
  expect(confirm.ok(), 'confirming the e-mail change back').toBe(true);
  await request.get('/api/logout.php');
}
