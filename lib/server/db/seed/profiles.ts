import 'server-only';
import {
  type BodyType,
  type EyeColor,
  type Gender,
  type HairColor,
  type Interest,
  type RelationshipStatus,
} from '@/lib/schemas/profile-attributes';
import { composeAbout } from './about';
import { SEED_INTEREST_SLUGS } from './interests';
import { firstNamesFor } from './names';
import { SEED_CITIES, SEED_COUNTRY_WEIGHTS } from './places';
import { createRng, type Rng } from './prng';

/** Ages and "last active" are relative to this day, never to the clock, so runs are identical. */
export const SEED_REFERENCE_DATE = '2026-01-01';
export const SEED_PROFILE_COUNT = 320;
export const SEED_RANDOM_SEED = 0x4ea271;
// 69, not 70: a profile aged 69 on the reference day is still at most 70 throughout 2026.
export const SEED_MIN_AGE = 18;
export const SEED_MAX_AGE = 69;

/** The profile columns a seeded profile fills, fictional or demo member. */
export type SeedProfileFields = {
  name: string;
  gender: Gender;
  /** YYYY-MM-DD */
  birthDate: string;
  country: string;
  region: string;
  city: string;
  about: string;
  interest: Interest;
  hairColor: HairColor;
  eyeColor: EyeColor;
  bodyType: BodyType;
  relationshipStatus: RelationshipStatus;
  hobbies: string[];
};

export type SeedProfile = SeedProfileFields & {
  /** 1-based; names the avatar files (seed-p<index>.png). */
  index: number;
  lastActiveAt: Date;
  /** DiceBear seed: the same profile always gets the same face. */
  avatarSeed: string;
};

type Weights<T> = readonly (readonly [T, number])[];

const ageBuckets: Weights<readonly [number, number]> = [
  [[18, 24], 18],
  [[25, 34], 30],
  [[35, 44], 25],
  [[45, 54], 15],
  [[55, SEED_MAX_AGE], 12],
];

// Records keep the tables short; their key order (insertion order) is fixed, so picks are stable.
const w = <T extends string>(weights: Readonly<Partial<Record<T, number>>>): Weights<T> =>
  Object.entries(weights) as [T, number][];

const interestWeights: Readonly<Record<Gender, Weights<Interest>>> = {
  female: w<Interest>({ men: 80, both: 12, women: 8 }),
  male: w<Interest>({ women: 85, both: 8, men: 7 }),
};

function hairWeights(gender: Gender, age: number): Weights<HairColor> {
  const grey = age >= 55 ? 40 : age >= 45 ? 15 : 2;
  if (gender === 'female') return w<HairColor>({ black: 20, brown: 35, blonde: 30, red: 10, grey });
  return w<HairColor>({ black: 25, brown: 35, blonde: 18, red: 5, grey, bald: age >= 40 ? 15 : 4 });
}

const eyeWeights = w<EyeColor>({ brown: 40, blue: 30, green: 12, grey: 8, hazel: 10 });

const bodyWeights: Readonly<Record<Gender, Weights<BodyType>>> = {
  female: w<BodyType>({ slim: 30, athletic: 18, average: 30, curvy: 20, large: 5 }),
  male: w<BodyType>({ slim: 18, athletic: 30, average: 30, muscular: 12, large: 8 }),
};

function relationshipWeights(age: number): Weights<RelationshipStatus> {
  return w<RelationshipStatus>({
    single: 65,
    divorced: age >= 30 ? 20 : 2,
    separated: 7,
    widowed: age >= 45 ? 6 : 0,
    relationship: 3,
    married: 3,
  });
}

const DAY_MS = 86_400_000;
const referenceMs = Date.parse(`${SEED_REFERENCE_DATE}T00:00:00Z`);

/** A birth date that makes the person exactly `age` on the reference day. */
export function birthDateForAge(age: number, rng: Rng): string {
  const refYear = new Date(referenceMs).getUTCFullYear();
  // Born after <refYear-age-1>-01-01 and on or before <refYear-age>-01-01; 363 keeps leap years inside.
  const day = Date.UTC(refYear - age - 1, 0, 2) + rng.int(0, 363) * DAY_MS;
  return new Date(day).toISOString().slice(0, 10);
}

/** Whole years between a YYYY-MM-DD birth date and another day (default: the reference day). */
export function ageOn(birthDate: string, on: string = SEED_REFERENCE_DATE): number {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [oy, om, od] = on.split('-').map(Number);
  return oy - by - (om < bm || (om === bm && od < bd) ? 1 : 0);
}

function generateOne(rng: Rng, index: number): SeedProfile {
  const gender: Gender = rng.chance(0.55) ? 'female' : 'male';
  const country = rng.weighted(SEED_COUNTRY_WEIGHTS);
  const place = rng.pick(SEED_CITIES[country]);
  const [minAge, maxAge] = rng.weighted(ageBuckets);
  const age = rng.int(minAge, maxAge);
  const interest = rng.weighted(interestWeights[gender]);
  const hobbies = rng.sample(SEED_INTEREST_SLUGS, rng.int(2, 6));
  // Squared: most profiles were active recently, a few up to two weeks ago.
  const minutesAgo = Math.floor(rng.next() ** 2 * 14 * 24 * 60);
  return {
    index,
    name: rng.pick(firstNamesFor(country, gender)),
    gender,
    birthDate: birthDateForAge(age, rng),
    country,
    region: place.region,
    city: place.city,
    interest,
    hairColor: rng.weighted(hairWeights(gender, age)),
    eyeColor: rng.weighted(eyeWeights),
    bodyType: rng.weighted(bodyWeights[gender]),
    relationshipStatus: rng.weighted(relationshipWeights(age)),
    hobbies,
    about: composeAbout(rng, { city: place.city, hobbies, interest }),
    lastActiveAt: new Date(referenceMs - minutesAgo * 60_000),
    avatarSeed: `heartline-p${index}`,
  };
}

/** The fictional profiles, as plain data: the same arguments always give the same list. */
export function generateFictionalProfiles(
  count = SEED_PROFILE_COUNT,
  seed = SEED_RANDOM_SEED,
): SeedProfile[] {
  const rng = createRng(seed);
  return Array.from({ length: count }, (_, i) => generateOne(rng, i + 1));
}
