// Builders for the chat API tests: members with credits, fictional profiles, gifts, requests.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { POST, GET, PUT, DELETE } from '@/app/api/chat.php/route';
import { GET as CHATS } from '@/app/api/chats.php/route';
import { getDb } from '@/lib/server/db/client';
import { creditLedger, gifts, messages, photos, profiles, users } from '@/lib/server/db/schema';
import { grantCredits } from '@/lib/server/credits/service';
import { apiRequest, callRoute, createMember, loginAs } from '../../setup/fixtures';

export type ChatMember = Awaited<ReturnType<typeof chatMember>>;

/** A member with a profile, logged in; `credits` granted through the ledger; `paid` premium. */
export async function chatMember(
  siteId: number,
  opts: { name?: string; credits?: number; paid?: boolean; status?: string } = {},
) {
  const m = await createMember({
    siteId,
    status: opts.status,
    withProfile: { name: opts.name ?? 'Member', gender: 'female' },
  });
  const db = await getDb();
  if (opts.credits) await grantCredits(db, { userId: m.user.id, delta: opts.credits, reason: 'adjustment' });
  if (opts.paid) await db.update(users).set({ paidUser: true }).where(eq(users.id, m.user.id));
  return { ...m, profileId: m.profile!.id, cookie: await loginAs(m.user.email, m.password) };
}

export async function fictionalProfile(name = 'Fiona') {
  const [p] = await (
    await getDb()
  )
    .insert(profiles)
    .values({
      name,
      gender: 'female',
      birthDate: '1995-01-01',
      country: 'NL',
      isFictional: true,
      siteId: null,
    })
    .returning();
  return p;
}

export async function addGift(slug: string, credits: number, active = true) {
  const [g] = await (
    await getDb()
  )
    .insert(gifts)
    .values({ slug, image: `/gifts/${slug}.svg`, credits, active })
    .returning();
  return g;
}

export async function addPhoto(profileId: number, status = 'active') {
  const [p] = await (
    await getDb()
  )
    .insert(photos)
    .values({
      profileId,
      filename: `p${profileId}-${randomUUID()}.jpg`,
      thumbFilename: `t${profileId}.jpg`,
      status,
      width: 600,
      height: 800,
    })
    .returning();
  return p;
}

export const send = (cookie: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  callRoute(
    POST,
    apiRequest('POST', 'http://localhost/api/chat.php', {
      cookie,
      body:
        'client_key' in body || headers?.['idempotency-key'] ? body : { client_key: randomUUID(), ...body },
      headers,
    }),
  );

export const text = (cookie: string, to: { profile_id?: number; conversation_id?: number }, body = 'Hello') =>
  send(cookie, { ...to, kind: 'text', body });

export const chats = (cookie: string, headers?: Record<string, string>) =>
  callRoute(CHATS, apiRequest('GET', 'http://localhost/api/chats.php', { cookie, headers }));
export const page = (cookie: string, qs: string) =>
  callRoute(GET, apiRequest('GET', `http://localhost/api/chat.php?${qs}`, { cookie }));
export const markRead = (cookie: string, id: unknown) =>
  callRoute(PUT, apiRequest('PUT', 'http://localhost/api/chat.php', { cookie, body: { id } }));
export const remove = (cookie: string, qs: string) =>
  callRoute(DELETE, apiRequest('DELETE', `http://localhost/api/chat.php?${qs}`, { cookie }));

export async function balanceAndLedger(userId: number) {
  const db = await getDb();
  const [u] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  const [l] = await db
    .select({ sum: sql<string>`coalesce(sum(${creditLedger.delta}), 0)` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return { balance: u.credits, ledger: Number(l.sum) };
}

export async function messageCount(senderId?: number) {
  const db = await getDb();
  const q = db.select({ n: sql<number>`count(*)::int` }).from(messages);
  const [row] = senderId === undefined ? await q : await q.where(eq(messages.senderId, senderId));
  return Number(row.n);
}
