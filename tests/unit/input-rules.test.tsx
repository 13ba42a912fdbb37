// The shared input rules of lib/schemas/input.ts and the name rules of lib/schemas/profile.ts
// (issue 9, items 9, 13 and 14), and that the forms translate the new name codes.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { DB_INT_MAX, dbId, dbIdParam, findNul, isRealTimestamp } from '@/lib/schemas/input';
import { profileNameSchema } from '@/lib/schemas/profile';
import { isJsonContentType } from '@/lib/server/http/json-body';
import { FieldError } from '@/components/signup/field-error';
import { ProfileForm } from '@/components/profile/profile-form';
import { renderWithProviders } from '@/tests/setup/render';
import { recordingApi as fakeApi, restoreRecordingApi as restoreApi } from './support/recording-api';
import { testOwnProfile } from './support/own-profile-detail';
import de from '@/messages/de.json';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

describe('findNul', () => {
  it('finds a NUL in a string or a key at any depth, with its path', () => {
    expect(findNul('a\u0000')).toEqual([]);
    expect(findNul({ a: { b: ['x', 'y\u0000'] } })).toEqual(['a', 'b', 1]);
    expect(findNul({ a: [{ 'k\u0000': 1 }] })).toEqual(['a', 0, 'k\u0000']);
  });

  it('finds a lone surrogate (no UTF-8 form, PostgreSQL refuses it) but passes a pair', () => {
    expect(findNul({ email: JSON.parse('"\\udde7x"') })).toEqual(['email']);
    expect(findNul({ ['k\ud800']: 1 })).toEqual(['k\ud800']);
    expect(findNul({ a: 'emoji 😀', b: '\ud83d\ude00' })).toBeNull();
  });

  it('passes everything else, including other control characters and numbers', () => {
    expect(findNul({ a: 'tab\there', b: [1, null, true, { c: '\u0001' }] })).toBeNull();
    expect(findNul(null)).toBeNull();
  });

  it('walks 30,000 levels without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 30_000; i++) deep = [deep];
    expect(findNul(deep)).toHaveLength(30_000);
  });
});

describe('isRealTimestamp', () => {
  it.each(['2024-02-29T23:59:59', '2025-01-01T00:00:00.123456Z', '0001-01-01T00:00:00'])('takes %s', (v) =>
    expect(isRealTimestamp(v)).toBe(true),
  );
  it.each(['2023-02-29T00:00:00', '2024-13-01T00:00:00', '2024-01-01T24:00:00', '0000-01-01T00:00:00', 'x'])(
    'refuses %s',
    (v) => expect(isRealTimestamp(v)).toBe(false),
  );
});

describe('dbId and dbIdParam', () => {
  it('take 1 up to the int4 maximum and nothing else', () => {
    expect(dbId.safeParse(DB_INT_MAX).success).toBe(true);
    for (const bad of [0, -1, 1.5, DB_INT_MAX + 1, '1']) expect(dbId.safeParse(bad).success).toBe(false);
    expect(dbIdParam.parse('42')).toBe(42);
    for (const bad of ['2147483648', '99999999999999999999', 'abc', '', '1e400'])
      expect(dbIdParam.safeParse(bad).success).toBe(false);
  });
});

describe('isJsonContentType', () => {
  it.each([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['  APPLICATION/JSON  ', true],
    ['text/plain; application/json', false],
    ['application/json-seq', false],
    ['application/ld+json', false],
    [null, false],
  ])('%j → %s', (header, expected) => expect(isJsonContentType(header)).toBe(expected));
});

describe('profileNameSchema (signup and profile)', () => {
  const codes = (name: string) => {
    const r = profileNameSchema.safeParse(name);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };

  it.each([
    ['\u202EAnna', 'name_control'],
    ['An\u2066na', 'name_control'],
    ['Anna\u200E', 'name_control'],
    ['Anna\u061C', 'name_control'],
    ['An\u0007na', 'name_control'],
    ['\u200B\u200B', 'name_invisible'],
    ['\u200D\u2060\uFEFF\u200C', 'name_invisible'],
    ['\u3164\u3164\u3164', 'name_invisible'],
  ])('refuses %j with %s', (name, code) => expect(codes(name)).toContain(code));

  it.each(['Anna', 'Zoë', 'علی\u200Cرضا', 'Jean-Luc', '李小龍', 'A\u200Bnna'])('takes %j', (name) =>
    expect(codes(name)).toEqual([]),
  );
});

describe('the forms translate the new name codes', () => {
  it('signup: FieldError says it in the visitor’s language', () => {
    render(
      <NextIntlClientProvider locale="de" messages={de}>
        <FieldError id="a" code="name_control" />
        <FieldError id="b" code="name_invisible" />
      </NextIntlClientProvider>,
    );
    const [control, invisible] = screen.getAllByRole('alert');
    expect(control).toHaveTextContent(de.signup.errors.name_control);
    expect(invisible).toHaveTextContent(de.signup.errors.name_invisible);
  });

  it('profile: a name with a right-to-left override is refused before anything is sent', async () => {
    const requests = fakeApi({});
    renderWithProviders(<ProfileForm profile={testOwnProfile()} />, {
      settings: { visible_profile_fields: [], visible_profile_notes: [], countries: ['NL'], region_data: {} },
    });
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), 'Anna\u202Egnp.exe');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your name may not contain control characters such as text-direction marks.',
    );
    expect(requests).toHaveLength(0);
  });
});

afterEach(restoreApi);
