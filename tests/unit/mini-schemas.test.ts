// @vitest-environment node
// The forms' shared schemas in zod/mini (issue 10) keep the rules classic zod had: the parts
// written differently in mini (preprocess, transform, strict after partial, refinements with a
// path, the issue codes) answer as before. This file passes unchanged against the classic schemas
// it replaced (run on the commit before the change).
import { searchFormSchema, searchQuerySchema } from '@/lib/schemas/search';
import { profileUpdateSchema } from '@/lib/schemas/profile';
import {
  changePasswordSchema,
  emailChangeSchema,
  emailSchema,
  passwordSchema,
} from '@/lib/schemas/credentials';
import { complaintSchema } from '@/lib/schemas/complaint';
import { deleteAccountSchema, acceptDeleteDiscountSchema } from '@/lib/schemas/account-deletion';
import { loginSchema } from '@/lib/schemas/user';
import { signupRequestSchema, signupMessageSchema } from '@/lib/schemas/signup';
import { dbId } from '@/lib/schemas/input';

type Issue = { code: string; path: PropertyKey[]; message: string };
const issues = (r: { success: boolean; error?: { issues: Issue[] } }) =>
  (r.error?.issues ?? []).map((i) => ({ code: i.code, path: i.path.join('.'), message: i.message }));

describe('searchQuerySchema (blank query values read as absent)', () => {
  it("reads '' and null as absent, coerces ages and upper-cases the country", () => {
    expect(
      searchQuerySchema.parse({ gender: '', country: 'nl', region: '', min_age: '20', max_age: null }),
    ).toEqual({
      country: 'NL',
      min_age: 20,
    });
  });

  it('refuses an invalid country with its code and a region without a country', () => {
    expect(issues(searchQuerySchema.safeParse({ country: 'n1' }))).toEqual([
      { code: 'invalid_format', path: 'country', message: 'invalid_country' },
    ]);
    expect(issues(searchQuerySchema.safeParse({ region: 'NH' }))).toEqual([
      { code: 'custom', path: 'region', message: 'region_without_country' },
    ]);
  });

  it('refuses an age range the wrong way round on max_age, and ages out of range', () => {
    expect(issues(searchQuerySchema.safeParse({ min_age: '40', max_age: '30' }))).toEqual([
      { code: 'custom', path: 'max_age', message: 'age_range' },
    ]);
    expect(issues(searchQuerySchema.safeParse({ min_age: '17' })).map((i) => i.code)).toEqual(['too_small']);
    expect(issues(searchQuerySchema.safeParse({ max_age: '18.5' })).map((i) => i.code)).toEqual([
      'invalid_type',
    ]);
  });

  it('checks the form as typed', () => {
    const form = { gender: '', country: '', countryregion: '' };
    expect(searchFormSchema.safeParse({ ...form, min_age: ' 30 ', max_age: '' }).success).toBe(true);
    // Every refinement runs: 'x' is not a number and so not within range either.
    expect(issues(searchFormSchema.safeParse({ ...form, min_age: 'x', max_age: '120' }))).toEqual([
      { code: 'custom', path: 'min_age', message: 'age_invalid' },
      { code: 'custom', path: 'min_age', message: 'age_out_of_range' },
      { code: 'custom', path: 'max_age', message: 'age_out_of_range' },
      { code: 'custom', path: 'max_age', message: 'age_range' },
    ]);
    expect(issues(searchFormSchema.safeParse({ ...form, min_age: '40', max_age: '30' }))).toEqual([
      { code: 'custom', path: 'max_age', message: 'age_range' },
    ]);
  });
});

describe('profileUpdateSchema (partial and strict)', () => {
  it('takes any subset, trims, and upper-cases the country', () => {
    expect(profileUpdateSchema.parse({})).toEqual({});
    expect(profileUpdateSchema.parse({ country: ' de ', city: ' Bonn ', region: null })).toEqual({
      country: 'DE',
      city: 'Bonn',
      region: null,
    });
  });

  it('refuses unknown keys, too many or repeated hobbies, and a long about text with their codes', () => {
    expect(issues(profileUpdateSchema.safeParse({ email: 'x@y.z' })).map((i) => i.code)).toEqual([
      'unrecognized_keys',
    ]);
    expect(issues(profileUpdateSchema.safeParse({ hobbies: ['a', 'a'] }))).toEqual([
      { code: 'custom', path: 'hobbies', message: 'hobbies_duplicate' },
    ]);
    const many = Array.from({ length: 21 }, (_, i) => `h${i}`);
    expect(issues(profileUpdateSchema.safeParse({ hobbies: many })).map((i) => i.message)).toEqual([
      'hobbies_too_many',
    ]);
    expect(issues(profileUpdateSchema.safeParse({ about: 'x'.repeat(2001) })).map((i) => i.message)).toEqual([
      'about_too_long',
    ]);
    expect(issues(profileUpdateSchema.safeParse({ name: '@anna' })).map((i) => i.message)).toEqual([
      'name_at',
    ]);
  });
});

describe('credentials', () => {
  it('normalises an address and refuses a bad one with email_invalid', () => {
    expect(emailSchema.parse('  Anna@Example.COM ')).toBe('anna@example.com');
    expect(issues(emailSchema.safeParse('anna@')).map((i) => i.message)).toEqual(['email_invalid']);
    expect(issues(emailSchema.safeParse(`${'a'.repeat(250)}@x.de`)).map((i) => i.message)).toEqual([
      'email_invalid',
    ]);
  });

  it('says which password rule failed, and a mismatch on password_confirm', () => {
    expect(issues(passwordSchema.safeParse('short')).map((i) => i.message)).toEqual(['password_too_short']);
    expect(issues(passwordSchema.safeParse('x'.repeat(129))).map((i) => i.message)).toEqual([
      'password_too_long',
    ]);
    expect(
      issues(
        changePasswordSchema.safeParse({
          old_password: '',
          password: 'abcdefgh',
          password_confirm: 'abcdefgx',
        }),
      ),
    ).toEqual([
      { code: 'too_small', path: 'old_password', message: 'required' },
      { code: 'custom', path: 'password_confirm', message: 'passwords_mismatch' },
    ]);
    expect(
      issues(
        changePasswordSchema.safeParse({
          old_password: 'o',
          password: 'abcdefgh',
          password_confirm: 'abcdefgx',
        }),
      ),
    ).toEqual([{ code: 'custom', path: 'password_confirm', message: 'passwords_mismatch' }]);
    expect(
      issues(emailChangeSchema.safeParse({ email: 'a@b.de', password: '' })).map((i) => i.message),
    ).toEqual(['required']);
  });
});

describe('the other form schemas', () => {
  it('complaint: codes of the reason, the text and the name', () => {
    expect(
      issues(complaintSchema.safeParse({ text: ' short ', name: 'n'.repeat(101) })).map((i) => [
        i.path,
        i.message,
      ]),
    ).toEqual([
      ['reason', 'reason_required'],
      ['text', 'text_too_short'],
      ['name', 'name_too_long'],
    ]);
  });

  it('delete account: strict, the password required', () => {
    expect(deleteAccountSchema.parse({ password: 'p', decline_offer: true })).toEqual({
      password: 'p',
      decline_offer: true,
    });
    expect(issues(deleteAccountSchema.safeParse({ password: '' })).map((i) => i.message)).toEqual([
      'required',
    ]);
    expect(issues(deleteAccountSchema.safeParse({ password: 'p', x: 1 })).map((i) => i.code)).toEqual([
      'unrecognized_keys',
    ]);
    expect(acceptDeleteDiscountSchema.safeParse({ x: 1 }).success).toBe(false);
  });

  it('login: trims the address; both fields required', () => {
    expect(loginSchema.parse({ email: ' a@b.de ', password: 'p' })).toEqual({
      email: 'a@b.de',
      password: 'p',
    });
    expect(issues(loginSchema.safeParse({ email: ' ', password: '' })).map((i) => [i.path, i.code])).toEqual([
      ['email', 'too_small'],
      ['password', 'too_small'],
    ]);
  });

  it('ids: positive integers of an int4 column', () => {
    expect(dbId.safeParse(1).success).toBe(true);
    expect(issues(dbId.safeParse(0)).map((i) => i.code)).toEqual(['too_small']);
    expect(issues(dbId.safeParse(1.5)).map((i) => i.code)).toEqual(['invalid_type']);
    expect(issues(dbId.safeParse(2_147_483_648)).map((i) => i.code)).toEqual(['too_big']);
  });

  it('signup request: the message trimmed, the country upper-cased, unknown tracking keys dropped, name ≠ e-mail', () => {
    const base = {
      email: 'anna@example.com',
      name: 'Anna',
      password: 'abcdefgh',
      date_of_birth: '1990-05-01',
      gender: 'female',
      interest: 'men',
    };
    const parsed = signupRequestSchema.parse({
      ...base,
      signup_message: ' hi ',
      country: 'nl',
      tracking: { network: ' n ', other: 'x' },
    });
    expect(parsed).toMatchObject({ signup_message: 'hi', country: 'NL', tracking: { network: 'n' } });
    expect(parsed.tracking).not.toHaveProperty('other');
    expect(issues(signupRequestSchema.safeParse({ ...base, name: 'Anna@Example.com' }))).toEqual([
      { code: 'custom', path: 'name', message: 'name_is_email' },
    ]);
    expect(issues(signupMessageSchema.safeParse({ signup_message: '  ' })).map((i) => i.message)).toEqual([
      'message_required',
    ]);
  });
});
