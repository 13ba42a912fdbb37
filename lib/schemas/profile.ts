// zod/mini: the profile and signup forms validate with these in the browser (issue 10).
import * as z from 'zod/mini';
import { dbId, dbIdParam } from './input';
import type { MainImage } from './user';
import {
  bodyTypeValues,
  eyeColorValues,
  genderValues,
  hairColorValues,
  interestValues,
  relationshipStatusValues,
} from './profile-attributes';

/** A profile as a card in lists (home, search results). */
export type ProfileCard = {
  id: number;
  name: string;
  age: number;
  country: string;
  city: string | null;
  is_fictional: boolean;
  main_image: MainImage | null;
  // Set by profileCards (lib/server/profiles/public.ts); optional so older builders stay valid.
  /** The owner is a premium member (users.paid_user): the gold badge. */
  premium?: boolean;
  gender?: string;
  region?: string | null;
};

/** One of the member's own photos; pending ones are shown only to the member. */
export type OwnPhoto = {
  id: number;
  filename: string;
  thumb_filename: string;
  /** pending | active | rejected */
  status: string;
  main: boolean;
};

/** GET/PUT /api/profile.php: the member's own profile with every photo, whatever its status. */
export type OwnProfileDetail = {
  id: number;
  name: string;
  gender: string;
  birth_date: string;
  country: string;
  region: string | null;
  city: string | null;
  about: string;
  interest: string | null;
  hair_color: string | null;
  eye_color: string | null;
  body_type: string | null;
  relationship_status: string | null;
  hobbies: string[];
  /** active | disabled */
  status: string;
  /** The main photo whatever its status; other members see it only when active. */
  main_image: MainImage | null;
  photos: OwnPhoto[];
  /** How many photos this member may have (3 free, 25 premium). */
  max_photos: number;
};

import { PROFILE_ABOUT_MAX, PROFILE_HOBBIES_MAX, PROFILE_NAME_MAX } from './profile-limits';

export { PROFILE_ABOUT_MAX, PROFILE_HOBBIES_MAX, PROFILE_NAME_MAX } from './profile-limits';

// Characters that reorder the text around them (bidi embeddings, overrides, isolates, marks) or
// control it: in a name they make "Anna" display as someone else or spoof the words after it.
const NAME_CONTROL = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\p{Cc}]/u;
// A name shows at least one letter, digit, punctuation mark or symbol that is not one of the
// characters renderers skip (zero-width spaces and joiners, U+2060, U+FEFF, Hangul fillers, …).
// Joiners inside a name stay allowed: Persian names and emoji sequences need them.
const VISIBLE_CHAR = /(?![\p{Default_Ignorable_Code_Point}])[\p{L}\p{N}\p{P}\p{S}]/u;

/** The display name: spec §5 (not starting with @; "not the e-mail" is checked by the server). */
export const profileNameSchema = z.string().check(
  z.trim(),
  z.minLength(2, { message: 'name_too_short' }),
  z.maxLength(PROFILE_NAME_MAX, { message: 'name_too_long' }),
  z.refine((v) => !v.startsWith('@'), { message: 'name_at' }),
  z.refine((v) => !NAME_CONTROL.test(v), { message: 'name_control' }),
  z.refine((v) => VISIBLE_CHAR.test(v), { message: 'name_invisible' }),
);

const nullableEnum = <T extends readonly [string, ...string[]]>(values: T) => z.nullable(z.enum(values));

/** Trimmed text of 1 to `max` characters, or null. */
const nullableText = (max: number) =>
  z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(max)));

/**
 * PUT /api/profile.php: any subset of these. Relations (region within country, country among the
 * site's countries, hobbies among the interest slugs, name not the e-mail) are checked by the server.
 */
export const profileUpdateSchema = z.partial(
  z.strictObject({
    name: profileNameSchema,
    about: z.string().check(z.trim(), z.maxLength(PROFILE_ABOUT_MAX, { message: 'about_too_long' })),
    gender: z.enum(genderValues),
    country: z.pipe(
      z.string().check(z.trim(), z.regex(/^[A-Za-z]{2}$/)),
      z.transform((v) => v.toUpperCase()),
    ),
    region: nullableText(20),
    city: nullableText(100),
    interest: nullableEnum(interestValues),
    hair_color: nullableEnum(hairColorValues),
    eye_color: nullableEnum(eyeColorValues),
    body_type: nullableEnum(bodyTypeValues),
    relationship_status: nullableEnum(relationshipStatusValues),
    hobbies: z.array(z.string().check(z.regex(/^[a-z0-9-]{1,40}$/))).check(
      z.maxLength(PROFILE_HOBBIES_MAX, { message: 'hobbies_too_many' }),
      z.refine((a) => new Set(a).size === a.length, { message: 'hobbies_duplicate' }),
    ),
  }),
);

export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** PUT /api/photos.php: make one of the member's photos the main photo. */
export const setMainPhotoSchema = z.strictObject({ id: dbId, main: z.literal(true) });

/** DELETE /api/photos.php?id= */
export const photoIdQuerySchema = z.object({ id: dbIdParam });

export type PhotoUploadResult = { photo: OwnPhoto; profile: OwnProfileDetail };
