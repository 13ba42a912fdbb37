// lib/schemas/signup.ts: the one set of signup rules shared by forms and server.
import {
  ageOn,
  hasTrafficSource,
  parseIsoDate,
  signupAccountSchema,
  trackingFromQuery,
} from '@/lib/schemas/signup';
import { applicableSteps, nextStep } from '@/lib/utils/signup-steps';

const valid = {
  email: 'anna@example.test',
  name: 'Anna',
  password: 'long enough',
  date_of_birth: '1990-06-15',
  gender: 'female',
  interest: 'men',
};

const issues = (over: Record<string, unknown>) => {
  const r = signupAccountSchema.safeParse({ ...valid, ...over });
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('signupAccountSchema', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2025-06-15T12:00:00') }));
  afterEach(() => vi.useRealTimers());

  it('accepts a valid signup and normalises the e-mail', () => {
    const r = signupAccountSchema.parse({ ...valid, email: '  Anna@Example.TEST ' });
    expect(r.email).toBe('anna@example.test');
  });

  it.each([
    [{ email: 'anna@' }, 'email:email_invalid'],
    [{ email: '' }, 'email:email_invalid'],
    [{ name: 'anna@example.test' }, 'name:name_is_email'],
    [{ name: ' ANNA@example.test ' }, 'name:name_is_email'],
    [{ name: '@anna' }, 'name:name_at'],
    [{ name: 'a' }, 'name:name_too_short'],
    [{ password: 'short' }, 'password:password_too_short'],
    [{ date_of_birth: '' }, 'date_of_birth:date_of_birth_invalid'],
    [{ date_of_birth: '2001-02-29' }, 'date_of_birth:date_of_birth_invalid'],
    [{ date_of_birth: '15-06-1990' }, 'date_of_birth:date_of_birth_invalid'],
    [{ date_of_birth: '1890-01-01' }, 'date_of_birth:date_of_birth_invalid'],
    [{ date_of_birth: '2026-01-01' }, 'date_of_birth:date_of_birth_invalid'],
    [{ date_of_birth: '2007-06-16' }, 'date_of_birth:too_young'],
    [{ gender: undefined }, 'gender:gender_required'],
    [{ interest: 'cats' }, 'interest:interest_required'],
  ])('refuses %j with %s', (over, expected) => {
    expect(issues(over)).toContain(expected);
  });

  it('counts an 18th birthday today as old enough', () => {
    expect(issues({ date_of_birth: '2007-06-15' })).toEqual([]);
  });

  it('reports the name equal to the e-mail together with other fields’ errors', () => {
    expect(issues({ name: 'anna@example.test', password: 'x' })).toEqual(
      expect.arrayContaining(['name:name_is_email', 'password:password_too_short']),
    );
  });

  it('carries the minimum age with the too-young issue', () => {
    const r = signupAccountSchema.safeParse({ ...valid, date_of_birth: '2010-01-01' });
    expect(r.success).toBe(false);
    const issue = r.error!.issues.find((i) => i.message === 'too_young');
    expect(issue).toMatchObject({ params: { age: 18 } });
  });
});

describe('date helpers', () => {
  it('parses real dates only', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ y: 2024, m: 2, d: 29 });
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('2023-13-01')).toBeNull();
  });

  it('computes whole years', () => {
    expect(ageOn({ y: 2000, m: 6, d: 15 }, new Date(2018, 5, 14))).toBe(17);
    expect(ageOn({ y: 2000, m: 6, d: 15 }, new Date(2018, 5, 15))).toBe(18);
  });
});

describe('tracking', () => {
  it('keeps the five parameters of a landing URL, trimmed, empty ones left out', () => {
    const q = new URLSearchParams('network=adnet&ref=%20r1%20&sub1=&sub2=b&utm_source=x&sub3=c');
    expect(trackingFromQuery(q)).toEqual({ network: 'adnet', ref: 'r1', sub2: 'b', sub3: 'c' });
  });

  it('calls network or ref a traffic source, sub parameters alone not', () => {
    expect(hasTrafficSource({ network: 'n' })).toBe(true);
    expect(hasTrafficSource({ ref: 'r' })).toBe(true);
    expect(hasTrafficSource({ sub1: 's' })).toBe(false);
    expect(hasTrafficSource(null)).toBe(false);
  });
});

describe('applicableSteps', () => {
  const all = {
    hasTarget: true,
    pushCapable: true,
    visibleProfileFields: ['hobbies'],
    visibleProfileNotes: ['about'],
  };

  it('lists the seven steps of the spec plus the account form in order', () => {
    expect(applicableSteps(all)).toEqual([
      'message',
      'account',
      'photo',
      'location',
      'personal',
      'about',
      'push',
      'confirm',
    ]);
  });

  it('leaves out the message without a target, push without capability, and hidden forms', () => {
    expect(
      applicableSteps({
        hasTarget: false,
        pushCapable: false,
        visibleProfileFields: [],
        visibleProfileNotes: [],
      }),
    ).toEqual(['account', 'photo', 'location', 'confirm']);
  });

  it('walks to the next applicable step and ends after the last', () => {
    const steps = applicableSteps({ ...all, pushCapable: false });
    expect(nextStep(steps, 'about')).toBe('confirm');
    expect(nextStep(steps, 'confirm')).toBeNull();
  });
});
