import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { getDb, type Db, type Tx } from '@/lib/server/db/client';
import type { Site } from '@/lib/server/sites/service';
import { siteUrl } from '@/lib/server/sites/urls';
import type { Locale } from '@/lib/i18n/locales';
import * as repo from './repo';

// Unsubscribe links must work without logging in and for as long as old mails exist, many
// times over: so they are signed (HMAC with a secret generated once per database), not stored.
const SECRET_KEY = 'unsubscribe_secret';

async function secret(db: Db | Tx): Promise<Buffer> {
  const stored =
    (await repo.readKv<string>(db, SECRET_KEY)) ??
    (await repo.insertKvOnce(db, SECRET_KEY, randomBytes(32).toString('base64url')));
  return Buffer.from(stored, 'base64url');
}

function sign(key: Buffer, userId: number): string {
  return createHmac('sha256', key).update(`unsubscribe:${userId}`).digest('base64url');
}

export async function unsubscribeToken(db: Db | Tx, userId: number): Promise<string> {
  return `${userId}.${sign(await secret(db), userId)}`;
}

/** The member whose unsubscribe token this is, or null for anything forged or malformed. */
export async function verifyUnsubscribeToken(
  db: Db | Tx,
  token: string | null | undefined,
): Promise<number | null> {
  const m = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!m) return null;
  const userId = Number(m[1]);
  const expected = Buffer.from(sign(await secret(db), userId));
  const given = Buffer.from(m[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

/** The link every notice mail carries: /unsubscribe?token=… on the site's configured domain. */
export async function unsubscribeUrl(
  site: Pick<Site, 'domain'>,
  user: { id: number },
  locale: Locale,
  db?: Db | Tx,
): Promise<string> {
  const token = await unsubscribeToken(db ?? (await getDb()), user.id);
  return siteUrl(site, `/unsubscribe?token=${encodeURIComponent(token)}`, locale);
}
