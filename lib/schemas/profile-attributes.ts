// The enumerated profile attributes of spec §3. Plain TypeScript, shared by server, forms and
// the seed: the database stores these strings, and messages/*.json translates each of them.

export const genderValues = ['male', 'female'] as const;
export type Gender = (typeof genderValues)[number];

/** Whom the member is looking for. */
export const interestValues = ['men', 'women', 'both'] as const;
export type Interest = (typeof interestValues)[number];

export const hairColorValues = ['black', 'brown', 'blonde', 'red', 'grey', 'bald'] as const;
export type HairColor = (typeof hairColorValues)[number];

export const eyeColorValues = ['brown', 'blue', 'green', 'grey', 'hazel'] as const;
export type EyeColor = (typeof eyeColorValues)[number];

export const bodyTypeValues = ['slim', 'athletic', 'average', 'curvy', 'muscular', 'large'] as const;
export type BodyType = (typeof bodyTypeValues)[number];

export const relationshipStatusValues = [
  'single',
  'divorced',
  'widowed',
  'separated',
  'relationship',
  'married',
] as const;
export type RelationshipStatus = (typeof relationshipStatusValues)[number];

/** The attribute columns keyed by their spec field name (visible_profile_fields). */
export const profileAttributeValues = {
  interest: interestValues,
  hair_color: hairColorValues,
  eye_color: eyeColorValues,
  body_type: bodyTypeValues,
  relationship_status: relationshipStatusValues,
} as const;
export type ProfileAttributeField = keyof typeof profileAttributeValues;
