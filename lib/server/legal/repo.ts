import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { sitePages } from '@/lib/server/db/schema';

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
