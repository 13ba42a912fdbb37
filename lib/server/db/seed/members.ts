import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/server/db/client';
import { creditLedger, photos, profiles, users } from '@/lib/server/db/schema';
import type { AvatarFiles, AvatarSpec } from './avatars';
import { DEMO_MEMBER, DEMO_MEMBER_2 } from './demo-accounts';
import type { SeedProfileFields } from './profiles';

export type DemoMember = {
  account: { email: string; password: string };
  avatar: AvatarSpec;
  profile: SeedProfileFields;
};

// Fixed, hand-written members: tests and the README refer to them by e-mail and name.
export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    account: DEMO_MEMBER,
    avatar: { base: 'seed-demo1', seed: 'heartline-demo1', gender: 'male', hairColor: 'brown' },
    profile: {
      name: 'Alex',
      gender: 'male',
      birthDate: '1991-05-14',
      country: 'NL',
      region: 'NH',
      city: 'Amsterdam',
      about: 'Demo member of Heartline. I like cycling along the canals, good coffee and a laugh.',
      interest: 'women',
      hairColor: 'brown',
      eyeColor: 'blue',
      bodyType: 'athletic',
      relationshipStatus: 'single',
      hobbies: ['biking', 'coffee', 'travelling', 'music'],
    },
  },
  {
    account: DEMO_MEMBER_2,
    avatar: { base: 'seed-demo2', seed: 'heartline-demo2', gender: 'female', hairColor: 'blonde' },
    profile: {
      name: 'Sophie',
      gender: 'female',
      birthDate: '1994-09-02',
      country: 'NL',
      region: 'UT',
      city: 'Utrecht',
      about: 'The second demo member. Bookworm, amateur photographer and always up for sushi.',
      interest: 'men',
      hairColor: 'blonde',
      eyeColor: 'green',
      bodyType: 'slim',
      relationshipStatus: 'single',
      hobbies: ['reading', 'photography', 'sushi'],
    },
  },
];

/**
 * The demo member's photos, main first: one more of the same face, so another member sees a
 * locked photo on a real member's profile too. Two stay below a free member's limit of three,
 * so the demo member can still try an upload.
 */
export function demoMemberAvatarSpecs(member: DemoMember): AvatarSpec[] {
  return [member.avatar, { ...member.avatar, base: `${member.avatar.base}-2`, variant: 1 }];
}

/**
 * A confirmed member with a profile, its main photo `photos[0]` and the other active photos. The
 * signup credits go through the ledger exactly as a real grant does: balance update and ledger row
 * in the caller's transaction.
 */
export async function insertDemoMember(
  tx: Tx,
  input: {
    siteId: number;
    member: DemoMember;
    passwordHash: string;
    signupCredits: number;
    photos: readonly AvatarFiles[];
  },
): Promise<{ userId: number; profileId: number }> {
  const { member } = input;
  const [user] = await tx
    .insert(users)
    .values({
      siteId: input.siteId,
      email: member.account.email,
      passwordHash: input.passwordHash,
      status: 'confirmed',
      language: null,
    })
    .returning({ id: users.id });

  if (input.signupCredits > 0) {
    const [balance] = await tx
      .update(users)
      .set({ credits: sql`${users.credits} + ${input.signupCredits}` })
      .where(eq(users.id, user.id))
      .returning({ credits: users.credits });
    await tx.insert(creditLedger).values({
      userId: user.id,
      delta: input.signupCredits,
      balanceAfter: balance.credits,
      reason: 'signup',
    });
  }

  const [profile] = await tx
    .insert(profiles)
    .values({
      ...member.profile,
      siteId: input.siteId,
      userId: user.id,
      isFictional: false,
      status: 'active',
    })
    .returning({ id: profiles.id });
  // One insert: ids follow VALUES order, so the smallest id is the main photo's.
  const inserted = await tx
    .insert(photos)
    .values(input.photos.map((f) => ({ profileId: profile.id, status: 'active', ...f })))
    .returning({ id: photos.id });
  const mainPhotoId = Math.min(...inserted.map((p) => p.id));
  await tx.update(profiles).set({ mainPhotoId }).where(eq(profiles.id, profile.id));
  return { userId: user.id, profileId: profile.id };
}
