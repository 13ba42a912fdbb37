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
 * Inserts the fictional profiles (no owner, shown on every site) with their active main photo.
 * `files[i]` belongs to `list[i]`.
 */
export async function insertFictionalProfiles(
  tx: Tx,
  list: readonly SeedProfile[],
  files: readonly AvatarFiles[],
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
  // One statement instead of 320 updates: each seeded profile has exactly one photo.
  await tx
    .update(profiles)
    .set({ mainPhotoId: sql`${photos.id}` })
    .from(photos)
    .where(
      and(eq(photos.profileId, profiles.id), eq(profiles.isFictional, true), isNull(profiles.mainPhotoId)),
    );
}
