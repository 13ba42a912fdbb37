// Builders for the payment API tests: a site with priced packages, members, and calls to the
// payment routes (order, webhook, test checkout) as the browser and the provider make them.
import { eq, sql } from 'drizzle-orm';
import { GET as ORDER_GET, POST as ORDER_POST, DELETE as ORDER_DELETE } from '@/app/api/order.php/route';
import { POST as WEBHOOK } from '@/app/api/payment-webhook.php/route';
import { POST as CHECKOUT } from '@/app/api/test-checkout.php/route';
import { getDb } from '@/lib/server/db/client';
import { creditLedger, creditPackages, discountCodes, packagePrices, users } from '@/lib/server/db/schema';
import { grantCredits } from '@/lib/server/credits/service';
import { NextRequest } from 'next/server';
import { apiRequest, callRoute, createMember, createSite, loginAs } from '../../setup/fixtures';
import type { SiteConfig } from '@/lib/schemas/site-config';

export const PRICES = { p0: 995, p1: 1795, p2: 3995, p3: 6995 } as const;
export const PLN = { p0: 4299, p1: 7699, p2: 16999, p3: 29999 } as const;
const CREDITS = { p0: 50, p1: 100, p2: 250, p3: 500 } as const;

/** A site with the four tiers in EUR and PLN; returns the site and package ids by tier. */
export async function paySite(opts: { hosts?: string[]; config?: Partial<SiteConfig> } = {}) {
  const site = await createSite({ hosts: opts.hosts ?? ['localhost'], config: opts.config });
  const db = await getDb();
  const ids: Record<string, number> = {};
  for (const [i, tier] of (['p0', 'p1', 'p2', 'p3'] as const).entries()) {
    const [pkg] = await db
      .insert(creditPackages)
      .values({
        siteId: site.id,
        tier,
        credits: CREDITS[tier],
        priceCents: PRICES[tier],
        currency: 'EUR',
        popular: tier === 'p2',
        sort: i,
      })
      .returning();
    ids[tier] = pkg.id;
    await db.insert(packagePrices).values([
      { packageId: pkg.id, currency: 'EUR', priceCents: PRICES[tier] },
      { packageId: pkg.id, currency: 'PLN', priceCents: PLN[tier] },
    ]);
  }
  return { site, packages: ids as Record<'p0' | 'p1' | 'p2' | 'p3', number> };
}

/** A confirmed member with a profile in NL, logged in; `signupAgoS` moves the signup back. */
export async function payMember(
  siteId: number,
  opts: { signupAgoS?: number; credits?: number; paid?: boolean; host?: string } = {},
) {
  const m = await createMember({ siteId, withProfile: { country: 'NL' } });
  const db = await getDb();
  const ago = opts.signupAgoS ?? 20_000; // past the time bonus unless a test wants it
  await db
    .update(users)
    .set({ signupDate: new Date(Date.now() - ago * 1000), paidUser: opts.paid ?? false })
    .where(eq(users.id, m.user.id));
  if (opts.credits) await grantCredits(db, { userId: m.user.id, delta: opts.credits, reason: 'signup' });
  return { ...m, cookie: await loginAs(m.user.email, m.password, opts.host) };
}

export async function addCode(
  siteId: number | null,
  values: Partial<typeof discountCodes.$inferInsert> & { code: string },
) {
  const [c] = await (
    await getDb()
  )
    .insert(discountCodes)
    .values({ siteId, valuePercentage: '20.0', validity: 'once-per-user', ...values })
    .returning();
  return c;
}

export const order = (cookie: string, body: unknown, query = '', host = 'localhost') =>
  callRoute(ORDER_POST, apiRequest('POST', `http://${host}/api/order.php${query}`, { cookie, body }));
export const getOrder = (cookie: string, id: number) =>
  callRoute(ORDER_GET, apiRequest('GET', `http://localhost/api/order.php?id=${id}`, { cookie }));
export const cancel = (cookie: string, id: number) =>
  callRoute(ORDER_DELETE, apiRequest('DELETE', `http://localhost/api/order.php?id=${id}`, { cookie }));

/** The provider's call: form-encoded id, no cookie, no browser headers. */
export const webhook = (id: string) =>
  callRoute(
    WEBHOOK,
    new NextRequest('http://localhost/api/payment-webhook.php', {
      method: 'POST',
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      body: `id=${encodeURIComponent(id)}`,
    }),
  );

export const checkout = (paymentId: string, outcome: string) =>
  callRoute(
    CHECKOUT,
    apiRequest('POST', 'http://localhost/api/test-checkout.php', {
      body: { payment_id: paymentId, outcome },
    }),
  );

/** The test payment id inside an order's checkout URL. */
export const paymentIdOf = (checkoutUrl: string) => checkoutUrl.split('/').pop()!;

export async function balanceAndLedger(userId: number) {
  const db = await getDb();
  const [u] = await db
    .select({ credits: users.credits, paid: users.paidUser })
    .from(users)
    .where(eq(users.id, userId));
  const [l] = await db
    .select({ sum: sql<string>`coalesce(sum(${creditLedger.delta}), 0)` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return { balance: u.credits, ledger: Number(l.sum), paid: u.paid };
}

export async function purchaseRows(userId: number) {
  const db = await getDb();
  return db
    .select()
    .from(creditLedger)
    .where(sql`${creditLedger.userId} = ${userId} and ${creditLedger.reason} = 'purchase'`);
}
