// Helpers for the search, profile-view and blocking API tests: bulk profiles, EXPLAIN plans,
// photos with real files.
import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import sharp from 'sharp';
import fs from 'node:fs/promises';
import path from 'node:path';
import { getDb } from '@/lib/server/db/client';
import { photos, profiles, users } from '@/lib/server/db/schema';
import { uploadsDir } from '@/lib/server/photos/storage';

export const BULK_COUNTRIES = ['NL', 'BE', 'DE', 'GB', 'US'];

/**
 * `count` fictional profiles in one INSERT … SELECT generate_series: genders alternate, countries
 * rotate through BULK_COUNTRIES, ages spread over 18–67, activity scattered over ~a week.
 */
export async function bulkProfiles(count: number): Promise<void> {
  const db = await getDb();
  await db.execute(sql`
    insert into profiles (name, gender, birth_date, country, region, status, is_fictional, last_active_at)
    select 'Bulk' || i,
           case when i % 2 = 0 then 'female' else 'male' end,
           (current_date - make_interval(years => 18 + (i * 7) % 50, days => (i * 13) % 360))::date,
           (array['NL','BE','DE','GB','US'])[1 + (i / 2) % 5],
           case when (i / 10) % 3 = 0 then 'NH' else 'ZH' end,
           'active', true,
           now() - make_interval(secs => ((i * 7919) % 600000)::double precision)
    from generate_series(1, ${count}) as i`);
  await db.execute(sql`analyze profiles`);
}

/**
 * Gives every bulk profile whose id is not a multiple of `every` an approved main photo (rows
 * only, no files), in two statements: the search ranks them first.
 */
export async function bulkMainPhotos(every = 3): Promise<void> {
  const db = await getDb();
  await db.execute(sql`
    insert into photos (profile_id, filename, thumb_filename, status, width, height)
    select id, 'bulk-' || id || '.jpg', 'bulk-t-' || id || '.jpg', 'active', 64, 64
    from profiles where name like 'Bulk%' and id % ${every} <> 0`);
  await db.execute(sql`
    update profiles set main_photo_id = photos.id from photos
    where photos.profile_id = profiles.id and photos.filename = 'bulk-' || profiles.id || '.jpg'`);
  await db.execute(sql`analyze profiles`);
}

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
};

export function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

/** EXPLAIN (ANALYZE, FORMAT JSON) of a query builder: the root plan node. */
export async function explain(
  query: SQLWrapper,
  on?: Pick<Awaited<ReturnType<typeof getDb>>, 'execute'>,
): Promise<PlanNode> {
  const db = on ?? (await getDb());
  const result = (await db.execute(sql`explain (analyze, format json) ${query}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const cell = Object.values(result.rows[0])[0];
  const parsed = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
  return parsed[0].Plan;
}

/** A real image file in the uploads folder, as the photo pipeline stores them. */
async function writeImage(name: string): Promise<void> {
  await fs.mkdir(uploadsDir(), { recursive: true });
  const body = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 90, g: 20, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  await fs.writeFile(path.join(uploadsDir(), name), body);
}

let photoSeq = 0;

/** Adds `count` active photos with files to a profile; the first becomes the main photo. */
export async function addPhotos(profileId: number, count: number, status = 'active') {
  const db = await getDb();
  const added = [];
  for (let i = 0; i < count; i++) {
    const n = ++photoSeq;
    const filename = `full-${profileId}-${n}-secretfull.jpg`;
    const thumbFilename = `thumb-${profileId}-${n}-secretthumb.jpg`;
    await writeImage(filename);
    await writeImage(thumbFilename);
    const [p] = await db
      .insert(photos)
      .values({ profileId, filename, thumbFilename, status, width: 64, height: 64 })
      .returning();
    added.push(p);
  }
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, profileId));
  if (profile.mainPhotoId === null && added.length) {
    await db.update(profiles).set({ mainPhotoId: added[0].id }).where(eq(profiles.id, profileId));
  }
  return added;
}

export async function makePremium(userId: number) {
  await (await getDb()).update(users).set({ paidUser: true }).where(eq(users.id, userId));
}

export async function setProfile(profileId: number, values: Partial<typeof profiles.$inferInsert>) {
  await (await getDb()).update(profiles).set(values).where(eq(profiles.id, profileId));
}

let profileSeq = 0;

/** A profile without an account (fictional unless told otherwise), active a given number of minutes ago. */
export async function otherProfile(
  values: Partial<typeof profiles.$inferInsert> & { minutesAgo?: number } = {},
) {
  const { minutesAgo = ++profileSeq, ...columns } = values;
  const [row] = await (
    await getDb()
  )
    .insert(profiles)
    .values({
      name: `Other${++profileSeq}`,
      gender: 'female',
      birthDate: '1995-03-02',
      country: 'NL',
      region: 'NH',
      isFictional: columns.userId == null,
      lastActiveAt: new Date(Date.now() - minutesAgo * 60_000),
      ...columns,
    })
    .returning();
  return row;
}

/** A birth date for someone `age` years old today (their birthday was `daysAgo` days ago). */
export function bornYearsAgo(age: number, daysAgo = 10): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - age);
  d.setUTCDate(d.getUTCDate() - daysAgo);
  return d.toISOString().slice(0, 10);
}
