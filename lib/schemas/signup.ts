import * as z from 'zod/mini';
import { locales } from '@/lib/i18n/locales';
import { DATE_OF_BIRTH_MAX_AGE, SIGNUP_MIN_AGE } from '@/lib/utils/constants';
import { passwordSchema } from './credentials';
import { dbId } from './input';
import { profileNameSchema } from './profile';
import { genderValues, interestValues } from './profile-attributes';
import type { User } from './user';
import { TRACKING_KEYS, type TrackingKey } from './signup-tracking';

// One set of signup rules for the forms (zodResolver) and POST /api/signup.php. Issue messages
// are codes; the forms translate them from `signup.errors.<code>` (too_young with {age}).
// zod/mini, not classic zod: the signup forms run these in the browser (issue 10).

// The tracking parameters live in a module without zod, so the signup modal (on every page)
// reads them without loading zod (issue 10).
export {
  hasTrafficSource,
  TRACKING_KEYS,
  trackingFromQuery,
  type TrackingKey,
  type TrackingParams,
} from './signup-tracking';

/** Longest signup message the schema lets through; the site's message_length may be lower. */
export const SIGNUP_MESSAGE_MAX = 5000;

/** Spec §5 "Invalid email". */
export const signupEmailSchema = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254, { message: 'email_invalid' })),
  z.email({ message: 'email_invalid' }),
);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (what <input type="date"> gives), or null. */
export function parseIsoDate(value: string): { y: number; m: number; d: number } | null {
  const match = ISO_DATE.exec(value.trim());
  if (!match) return null;
  const [y, m, d] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return { y, m, d };
}

/** Whole years between a birth date and today (a birthday today counts). */
export function ageOn(birth: { y: number; m: number; d: number }, today: Date): number {
  const [ty, tm, td] = [today.getFullYear(), today.getMonth() + 1, today.getDate()];
  return ty - birth.y - (tm < birth.m || (tm === birth.m && td < birth.d) ? 1 : 0);
}

// In lib/utils/constants (no zod): the date-of-birth field's year list reads it (issue 10).
export { DATE_OF_BIRTH_MAX_AGE };
const MAX_AGE = DATE_OF_BIRTH_MAX_AGE;

export const dateOfBirthSchema = z.string().check(
  z.superRefine((value, ctx) => {
    const birth = parseIsoDate(value);
    const age = birth ? ageOn(birth, new Date()) : NaN;
    if (!birth || age < 0 || age > MAX_AGE) {
      ctx.addIssue({ code: 'custom', message: 'date_of_birth_invalid' });
    } else if (age < SIGNUP_MIN_AGE) {
      ctx.addIssue({ code: 'custom', message: 'too_young', params: { age: SIGNUP_MIN_AGE } });
    }
  }),
);

/** The fields of the signup form (spec §3: email, name, password, date_of_birth; plus who). */
export const signupAccountShape = {
  email: signupEmailSchema,
  name: profileNameSchema,
  password: passwordSchema,
  date_of_birth: dateOfBirthSchema,
  gender: z.enum(genderValues, { message: 'gender_required' }),
  interest: z.enum(interestValues, { message: 'interest_required' }),
};

const emailAndName = z.object({ email: signupEmailSchema, name: profileNameSchema });

/** Spec §5: the username may not equal the e-mail address (case and spaces aside). */
const nameIsNotEmail = z.refine<{ email: string; name: string }>(
  (v) => v.name.trim().toLowerCase() !== v.email.trim().toLowerCase(),
  {
    message: 'name_is_email',
    path: ['name'],
    // Checked as soon as both fields are valid, so the message shows with other fields' errors.
    when: (payload) => emailAndName.safeParse(payload.value).success,
  },
);

export const signupAccountSchema = z.object(signupAccountShape).check(nameIsNotEmail);
export type SignupAccountInput = z.input<typeof signupAccountSchema>;

/** The message step: a first message to the member the visitor came from. */
export const signupMessageSchema = z.object({
  signup_message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { message: 'message_required' }),
      z.maxLength(SIGNUP_MESSAGE_MAX, { message: 'message_too_long' }),
    ),
});

/**
 * The message step's schema for a site: the shared one plus the site's message_length, which the
 * server checks as well. Here, not in the step, so it loads with the schemas after the page.
 */
export function signupMessageSchemaFor(max: number) {
  return signupMessageSchema.check(
    z.refine((v) => v.signup_message.length <= max, {
      path: ['signup_message'],
      message: 'message_too_long',
    }),
  );
}

const trackingValue = z.optional(z.string().check(z.trim(), z.maxLength(100)));
// Unknown keys are dropped (z.object strips them).
export const trackingSchema = z.object(
  Object.fromEntries(TRACKING_KEYS.map((k) => [k, trackingValue])) as Record<
    TrackingKey,
    typeof trackingValue
  >,
);

/** POST /api/signup.php */
export const signupRequestSchema = z
  .object({
    ...signupAccountShape,
    signup_message: z.optional(signupMessageSchema.shape.signup_message),
    /** The profile the signup started from (/members/{id}/signup): gets signup_message. */
    profile_id: z.optional(dbId),
    tracking: z.optional(trackingSchema),
    /** The interface language: the member's language and that of the activation mail. */
    locale: z.optional(z.enum(locales)),
    /** Country to start the profile with (settings.geoip_selected_country); the location step refines it. */
    country: z.optional(
      z.pipe(
        z.string().check(z.regex(/^[A-Za-z]{2}$/)),
        z.transform((c) => c.toUpperCase()),
      ),
    ),
  })
  .check(nameIsNotEmail);
export type SignupRequest = z.input<typeof signupRequestSchema>;

/**
 * signup_message_held: the message waits until the e-mail address is confirmed, then it is
 * delivered; signup_message_delivered stays false at signup for older clients.
 */
export type SignupResult = { user: User; signup_message_delivered: boolean; signup_message_held: boolean };
