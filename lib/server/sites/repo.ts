import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { appKv, interests, siteDomains, sites } from '@/lib/server/db/schema';

export type SiteRow = typeof sites.$inferSelect;

export async function findSiteByHost(db: Db, host: string): Promise<SiteRow | undefined> {
  const rows = await db
    .select({ site: sites })
    .from(siteDomains)
    .innerJoin(sites, eq(sites.id, siteDomains.siteId))
    .where(eq(siteDomains.host, host))
    .limit(1);
  return rows[0]?.site;
}

export async function findDefaultSite(db: Db): Promise<SiteRow | undefined> {
  const rows = await db.select().from(sites).orderBy(asc(sites.id)).where(eq(sites.isDefault, true)).limit(1);
  return rows[0];
}

export async function findSiteById(db: Db, id: number): Promise<SiteRow | undefined> {
  const rows = await db.select().from(sites).where(eq(sites.id, id)).limit(1);
  return rows[0];
}

export async function listInterests(db: Db) {
  return db.select().from(interests).orderBy(asc(interests.sort), asc(interests.slug));
}

export async function readKv<T>(db: Db, key: string): Promise<T | undefined> {
  const rows = await db.select().from(appKv).where(eq(appKv.key, key)).limit(1);
  return rows[0]?.value as T | undefined;
}

/** Inserts unless the key exists; returns whichever value is stored (first writer wins). */
export async function insertKvOnce<T>(db: Db, key: string, value: T): Promise<T> {
  await db.insert(appKv).values({ key, value }).onConflictDoNothing();
  return (await readKv<T>(db, key)) as T;
}
