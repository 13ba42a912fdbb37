import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/server/db/client';
import { photos, profiles } from '@/lib/server/db/schema';
import type { AvatarFiles, AvatarSpec } from './avatars';
import type { SeedProfile } from './profiles';

export function fictionalAvatarSpec(p: SeedProfile): AvatarSpec {
  return { base: `seed-p${p.index}`, seed: p.avatarSeed, gender: p.gender, hairColor: p.hairColor };
}

/**
 * The photos besides the main one: every fourth profile has two or three (the same face on
 * other days), so a free member meets locked photos on every page of results and buying premium
 * visibly opens them (spec §6). A quarter keeps the extra rendering to about 200 small images.
 */
export function fictionalExtraSpecs(p: SeedProfile): AvatarSpec[] {
  if (p.index % 4 !== 0) return [];
  const extra = p.index % 8 === 0 ? 3 : 2;
  const main = fictionalAvatarSpec(p);
  return Array.from({ length: extra }, (_, i) => ({
    ...main,
    base: `${main.base}-${i + 2}`,
    variant: i + 1,
  }));
}

/**
 * Inserts the fictional profiles (no owner, shown on every site) with their active main photo
 * and any extra photos. `files[i]` and `extraFiles[i]` belong to `list[i]`.
 */
export async function insertFictionalProfiles(
  tx: Tx,
  list: readonly SeedProfile[],
  files: readonly AvatarFiles[],
  extraFiles: readonly (readonly AvatarFiles[])[],
) {
  if (list.length === 0) return;
  const inserted = await tx
    .insert(profiles)
    .values(
      list.map((p) => ({
        userId: null,
        siteId: null,
        isFictional: true,
        status: 'active',
        name: p.name,
        gender: p.gender,
        birthDate: p.birthDate,
        country: p.country,
        region: p.region,
        city: p.city,
        about: p.about,
        interest: p.interest,
        hairColor: p.hairColor,
        eyeColor: p.eyeColor,
        bodyType: p.bodyType,
        relationshipStatus: p.relationshipStatus,
        hobbies: p.hobbies,
        lastActiveAt: p.lastActiveAt,
      })),
    )
    .returning({ id: profiles.id });
  // Serial ids are drawn in VALUES order, so sorted ids line up with the input list.
  const ids = inserted.map((r) => r.id).sort((a, b) => a - b);
  await tx.insert(photos).values(ids.map((profileId, i) => ({ profileId, status: 'active', ...files[i] })));
  // One statement instead of 320 updates: each profile has exactly one photo at this point.
  await tx
    .update(profiles)
    .set({ mainPhotoId: sql`${photos.id}` })
    .from(photos)
    .where(
      and(eq(photos.profileId, profiles.id), eq(profiles.isFictional, true), isNull(profiles.mainPhotoId)),
    );
  // After the main photos: the profile view lists the main photo first, then the rest by id.
  const extras = ids.flatMap((profileId, i) =>
    extraFiles[i].map((f) => ({ profileId, status: 'active', ...f })),
  );
  if (extras.length > 0) await tx.insert(photos).values(extras);
}
