import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { pageBounces } from '@/lib/server/db/schema';
import type { Site } from '@/lib/server/sites/service';
import { BOUNCE_SOURCE } from '@/lib/schemas/push';

/**
 * Distinct traffic sources counted per site and day; past it new ones count as "other", so a
 * script inventing sources cannot grow the table without bound.
 */
export const MAX_SOURCES_PER_DAY = 200;

/** A source as stored: lower case; anything unexpected (or "1", just "on") becomes "direct"/"other". */
export function bounceSource(raw: string): string {
  const s = raw.trim().toLowerCase();
  if (s === '' || s === '1' || s === 'true') return 'direct';
  return BOUNCE_SOURCE.test(s) ? s : 'other';
}

/** Counts one logged visit: a bounce when the visitor left without a click. */
export async function recordBounce(
  db: Db,
  site: Site,
  visit: { source: string; ms: number; clicked: boolean; day: Date },
): Promise<void> {
  const day = visit.day.toISOString().slice(0, 10);
  let source = bounceSource(visit.source);
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pageBounces)
    .where(and(eq(pageBounces.siteId, site.id), eq(pageBounces.day, day)));
  if (Number(n) >= MAX_SOURCES_PER_DAY) {
    const [known] = await db
      .select({ source: pageBounces.source })
      .from(pageBounces)
      .where(and(eq(pageBounces.siteId, site.id), eq(pageBounces.day, day), eq(pageBounces.source, source)))
      .limit(1);
    if (!known) source = 'other';
  }
  const bounce = visit.clicked ? 0 : 1;
  await db
    .insert(pageBounces)
    .values({ siteId: site.id, source, day, visits: 1, bounces: bounce, totalMs: visit.ms })
    .onConflictDoUpdate({
      target: [pageBounces.siteId, pageBounces.source, pageBounces.day],
      set: {
        visits: sql`${pageBounces.visits} + 1`,
        bounces: sql`${pageBounces.bounces} + ${bounce}`,
        totalMs: sql`${pageBounces.totalMs} + ${visit.ms}`,
      },
    });
}

/** For the admin console: per source and day, newest first. */
export async function bounceReport(db: Db, siteId: number, days = 30) {
  return db
    .select()
    .from(pageBounces)
    .where(and(eq(pageBounces.siteId, siteId), sql`${pageBounces.day} >= current_date - ${days}::int`))
    .orderBy(sql`${pageBounces.day} desc`, pageBounces.source);
}
