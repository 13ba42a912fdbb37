// Builders for the swipe game and match finder API tests: candidate profiles with an active main
// photo, members logged in with their profile, and the rows the tests inspect.
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { blocks, likes, matches, photos, profiles, swipes } from '@/lib/server/db/schema';
import { createMember, loginAs } from '../../setup/fixtures';

export type CandidateOptions = Partial<typeof profiles.$inferInsert> & {
  /** 'active' (default), 'pending', or null for no photo at all. */
  photo?: 'active' | 'pending' | null;
};

let seq = 0;

/** A profile (fictional unless siteId/userId say otherwise) with a main photo. */
export async function createCandidate(options: CandidateOptions = {}) {
  const db = await getDb();
  const { photo = 'active', ...columns } = options;
  const n = ++seq;
  const [profile] = await db
    .insert(profiles)
    .values({
      name: `Cand${n}`,
      gender: 'female',
      birthDate: '1991-02-03',
      country: 'NL',
      region: 'NH',
      interest: 'men',
      isFictional: columns.userId == null,
      status: 'active',
      ...columns,
    })
    .returning();
  if (photo) {
    const [p] = await db
      .insert(photos)
      .values({
        profileId: profile.id,
        filename: `c${n}.jpg`,
        thumbFilename: `c${n}-t.jpg`,
        status: photo,
        width: 320,
        height: 320,
      })
      .returning();
    await db.update(profiles).set({ mainPhotoId: p.id }).where(eq(profiles.id, profile.id));
  }
  return profile;
}

/** A minute-precise "last active" `minutes` ago: lets tests fix the activity order. */
export const activeAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** A member of the site with a profile (male, 1990, NL/NH, looking for women by default), logged in. */
export async function createSwiper(siteId: number, profile: Partial<typeof profiles.$inferInsert> = {}) {
  const m = await createMember({
    siteId,
    withProfile: {
      gender: 'male',
      birthDate: '1990-05-17',
      country: 'NL',
      region: 'NH',
      interest: 'women',
      ...profile,
    },
  });
  return { ...m, profileId: m.profile!.id, cookie: await loginAs(m.user.email, m.password) };
}

export async function block(blockerId: number, blockedId: number) {
  await (await getDb()).insert(blocks).values({ blockerId, blockedId });
}

export async function like(likerId: number, likedId: number, source = 'like') {
  await (await getDb()).insert(likes).values({ likerId, likedId, source });
}

export async function likesOf(likerId: number) {
  return (await getDb()).select().from(likes).where(eq(likes.likerId, likerId));
}

export async function swipesOf(profileId: number) {
  return (await getDb()).select().from(swipes).where(eq(swipes.profileId, profileId));
}

export async function matchCount(a: number, b: number) {
  const [x, y] = a < b ? [a, b] : [b, a];
  const rows = await (
    await getDb()
  )
    .select({ n: sql<number>`count(*)::int` })
    .from(matches)
    .where(and(eq(matches.profileA, x), eq(matches.profileB, y)));
  return Number(rows[0].n);
}

/** Moves every swipe of a member back by `hours` (a previous day's swipes). */
export async function ageSwipes(profileId: number, hours: number) {
  await (
    await getDb()
  )
    .update(swipes)
    .set({ createdAt: sql`${swipes.createdAt} - make_interval(hours => ${hours})` })
    .where(eq(swipes.profileId, profileId));
}
