import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { profiles, sitePages } from '@/lib/server/db/schema';
import { visibleProfileSql } from '@/lib/server/profiles/visibility';

export async function findPageBody(db: Db, siteId: number, page: string, locale: string): Promise<string | undefined> {
  const rows = await db
    .select({ body: sitePages.body })
    .from(sitePages)
    .where(and(eq(sitePages.siteId, siteId), eq(sitePages.page, page), eq(sitePages.locale, locale)))
    .limit(1);
  return rows[0]?.body;
}

export async function upsertPageBody(db: Db, siteId: number, page: string, locale: string, body: string): Promise<void> {
  await db
    .insert(sitePages)
    .values({ siteId, page, locale, body })
    .onConflictDoUpdate({
      target: [sitePages.siteId, sitePages.page, sitePages.locale],
      set: { body, updatedAt: sql`now()` },
    });
}

export async function deletePageBody(db: Db, siteId: number, page: string, locale: string): Promise<void> {
  await db
    .delete(sitePages)
    .where(and(eq(sitePages.siteId, siteId), eq(sitePages.page, page), eq(sitePages.locale, locale)));
}

/** The profiles a visitor of the site may open, for the sitemap: most recently active first. */
export async function listedProfiles(db: Db, siteId: number, limit: number) {
  return db
    .select({ id: profiles.id, lastActiveAt: profiles.lastActiveAt })
    .from(profiles)
    .where(visibleProfileSql(siteId))
    .orderBy(desc(profiles.lastActiveAt), desc(profiles.id))
    .limit(limit);
}
