import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
import {
  creditPackages,
  discountCodes,
  landerVariants,
  packagePrices,
  siteDomains,
  sitePages,
  sites,
  users,
} from '@/lib/server/db/schema';

type Q = Db | Tx;
export type SiteRow = typeof sites.$inferSelect;

/** Every site (or the ones named) with its hosts and its number of members, by id. */
export async function listSites(db: Q, siteIds: number[] | null) {
  const members = db
    .select({ siteId: users.siteId, n: sql<number>`count(*)::int`.as('n') })
    .from(users)
    .groupBy(users.siteId)
    .as('members');
  const rows = await db
    .select({ site: sites, members: sql<number>`coalesce(${members.n}, 0)::int` })
    .from(sites)
    .leftJoin(members, eq(members.siteId, sites.id))
    .where(siteIds ? inArray(sites.id, siteIds.length ? siteIds : [-1]) : undefined)
    .orderBy(asc(sites.id));
  const hosts = await db
    .select()
    .from(siteDomains)
    .where(inArray(siteDomains.siteId, rows.length ? rows.map((r) => r.site.id) : [-1]))
    .orderBy(asc(siteDomains.host));
  return rows.map((r) => ({ ...r, hosts: hosts.filter((h) => h.siteId === r.site.id).map((h) => h.host) }));
}

export async function findSite(db: Q, id: number, lock = false): Promise<SiteRow | undefined> {
  const q = db.select().from(sites).where(eq(sites.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function hostsOf(db: Q, siteId: number): Promise<string[]> {
  const rows = await db
    .select()
    .from(siteDomains)
    .where(eq(siteDomains.siteId, siteId))
    .orderBy(asc(siteDomains.host));
  return rows.map((r) => r.host);
}

/** The site each of these hosts belongs to now. */
export async function ownersOf(db: Q, hosts: string[]): Promise<{ host: string; siteId: number }[]> {
  if (!hosts.length) return [];
  return db.select().from(siteDomains).where(inArray(siteDomains.host, hosts));
}

export async function updateSiteRow(
  db: Q,
  id: number,
  values: Partial<typeof sites.$inferInsert>,
): Promise<SiteRow> {
  const [row] = await db.update(sites).set(values).where(eq(sites.id, id)).returning();
  return row;
}

/** Adds hosts; returns the ones taken (the primary key refused them: a host names one site). */
export async function addHosts(db: Q, siteId: number, hosts: string[]): Promise<string[]> {
  if (!hosts.length) return [];
  const added = await db
    .insert(siteDomains)
    .values(hosts.map((host) => ({ host, siteId })))
    .onConflictDoNothing()
    .returning({ host: siteDomains.host });
  const ok = new Set(added.map((a) => a.host));
  return hosts.filter((h) => !ok.has(h));
}

export async function removeHosts(db: Q, siteId: number, hosts: string[]): Promise<void> {
  if (!hosts.length) return;
  await db.delete(siteDomains).where(and(eq(siteDomains.siteId, siteId), inArray(siteDomains.host, hosts)));
}

export async function insertSite(db: Q, values: typeof sites.$inferInsert): Promise<SiteRow> {
  const [row] = await db.insert(sites).values(values).returning();
  return row;
}

/**
 * Copies a site's packages with their prices in every currency, its welcome code, its own legal
 * and info page texts and its lander copy onto a new site (a white-label owner starts a domain
 * from one that sells; the texts name the company the copied config names). Returns how many
 * packages.
 */
export async function copyShop(db: Q, fromSiteId: number, toSiteId: number): Promise<number> {
  const packages = await db
    .select()
    .from(creditPackages)
    .where(eq(creditPackages.siteId, fromSiteId))
    .orderBy(asc(creditPackages.id));
  for (const { id, ...pkg } of packages) {
    const [made] = await db
      .insert(creditPackages)
      .values({ ...pkg, siteId: toSiteId })
      .returning({ id: creditPackages.id });
    const prices = await db.select().from(packagePrices).where(eq(packagePrices.packageId, id));
    if (prices.length) {
      await db
        .insert(packagePrices)
        .values(prices.map((p) => ({ packageId: made.id, currency: p.currency, priceCents: p.priceCents })));
    }
  }
  const welcome = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.siteId, fromSiteId), eq(discountCodes.kind, 'welcome')));
  for (const code of welcome) {
    const copy: typeof discountCodes.$inferInsert = { ...code, siteId: toSiteId, userId: null };
    delete copy.id;
    delete copy.createdAt;
    await db.insert(discountCodes).values(copy).onConflictDoNothing();
  }
  const pages = await db.select().from(sitePages).where(eq(sitePages.siteId, fromSiteId));
  if (pages.length)
    await db.insert(sitePages).values(pages.map((p) => ({ ...p, siteId: toSiteId, updatedAt: new Date() })));
  const landers = await db.select().from(landerVariants).where(eq(landerVariants.siteId, fromSiteId));
  if (landers.length)
    await db
      .insert(landerVariants)
      .values(landers.map((l) => ({ ...l, siteId: toSiteId, updatedAt: new Date() })));
  return packages.length;
}
