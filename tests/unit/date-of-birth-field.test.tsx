// Issue 11, item 4: the date of birth is entered as day, month and year selects in the order the
// site's language writes dates, month names in the member's language, validated by the signup
// schema (the same age limits), instead of the browser's mm/dd/yyyy date input.
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AbstractIntlMessages } from 'next-intl';
import deMessages from '@/messages/de.json';
import svMessages from '@/messages/sv.json';
import { DateOfBirthField } from '@/components/signup/date-of-birth-field';
import {
  birthYears,
  datePartOrder,
  daysIn,
  joinDate,
  monthNames,
  splitDate,
} from '@/components/signup/date-parts';
import { SignupForm } from '@/components/signup/signup-form';
import { locales } from '@/lib/i18n/locales';
import { renderWithProviders, testUser } from '@/tests/setup/render';
import { resetSignupStore, useSignupStore } from '@/stores/signup-store';
import { fakeApi, type FakeApi } from './support/signup-api';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

const TODAY = new Date('2026-06-15T12:00:00');

function Harness({ initial = '', onValue }: { initial?: string; onValue?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateOfBirthField
        id="dob"
        legend="Date of birth"
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue?.(v);
        }}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const group = () => within(screen.getByRole('group', { name: 'Date of birth' }));
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('date parts', () => {
  it('keeps a partial date as YYYY-MM-DD with gaps, and reads it back', () => {
    expect(joinDate({ year: '', month: '', day: '' })).toBe('');
    expect(joinDate({ year: '1990', month: '', day: '14' })).toBe('1990--14');
    expect(splitDate('1990--14')).toEqual({ year: '1990', month: '', day: '14' });
    expect(splitDate('1990-06-15')).toEqual({ year: '1990', month: '06', day: '15' });
    for (const junk of ['', '15/06/1990', '1990-6', 'x-y-z', '19901-01-01']) {
      expect(splitDate(junk)).toEqual({ year: '', month: '', day: '' });
    }
  });

  it('orders day, month, year in every site language, English included (not the US order)', () => {
    for (const locale of locales) expect(datePartOrder(locale), locale).toEqual(['day', 'month', 'year']);
    // The US order would come through for a locale that writes it.
    expect(datePartOrder('en-US')).toEqual(['month', 'day', 'year']);
  });

  it('names the months in the language, and knows the days of each month', () => {
    expect(monthNames('de').slice(0, 3)).toEqual(['Januar', 'Februar', 'März']);
    expect(monthNames('fr')[7]).toBe('août');
    expect(daysIn('02', '2001')).toBe(28);
    expect(daysIn('02', '2000')).toBe(29);
    expect(daysIn('02', '')).toBe(29);
    expect(daysIn('04', '1990')).toBe(30);
    expect(daysIn('', '')).toBe(31);
  });

  it('offers the years from the minimum age back to the oldest age the schema accepts', () => {
    const years = birthYears(TODAY);
    expect(years[0]).toBe(2008);
    expect(years.at(-1)).toBe(1906);
    expect(years).toHaveLength(103);
  });
});

describe('DateOfBirthField', () => {
  it('is a labelled group of day, month and year selects in English, months by name', async () => {
    renderWithProviders(<Harness />);
    const selects = group().getAllByRole('combobox');
    expect(selects.map((s) => s.id)).toEqual(['dob-day', 'dob-month', 'dob-year']);
    expect(group().getByLabelText('Day')).toHaveAttribute('autocomplete', 'bday-day');
    expect(optionTexts(group().getByLabelText('Month')).slice(0, 4)).toEqual([
      'Month',
      'January',
      'February',
      'March',
    ]);
    expect(optionTexts(group().getByLabelText('Day'))).toHaveLength(32);

    await userEvent.selectOptions(group().getByLabelText('Day'), '14');
    expect(screen.getByTestId('value')).toHaveTextContent('--14');
    await userEvent.selectOptions(group().getByLabelText('Month'), 'March');
    await userEvent.selectOptions(group().getByLabelText('Year'), '1991');
    expect(screen.getByTestId('value')).toHaveTextContent('1991-03-14');
  });

  it('speaks German on a German site: Tag, Monat, Jahr and German month names', () => {
    renderWithProviders(<Harness initial="1990-03-05" />, {
      locale: 'de',
      messages: deMessages as AbstractIntlMessages,
    });
    expect(
      group()
        .getAllByRole('combobox')
        .map((s) => s.id),
    ).toEqual(['dob-day', 'dob-month', 'dob-year']);
    const month = group().getByLabelText('Monat');
    expect(within(month).getByRole('option', { name: 'März' })).toHaveProperty('selected', true);
    expect(group().getByLabelText('Tag')).toHaveValue('05');
    expect(group().getByLabelText('Jahr')).toHaveValue('1990');
  });

  it('names Swedish months in Swedish', () => {
    renderWithProviders(<Harness />, { locale: 'sv', messages: svMessages as AbstractIntlMessages });
    expect(optionTexts(group().getByLabelText('Månad')).slice(1, 3)).toEqual(['januari', 'februari']);
  });

  it('offers only the days of the chosen month, and asks again for a day the month lacks', async () => {
    renderWithProviders(<Harness />);
    await userEvent.selectOptions(group().getByLabelText('Day'), '31');
    await userEvent.selectOptions(group().getByLabelText('Year'), '2001');
    await userEvent.selectOptions(group().getByLabelText('Month'), 'February');
    expect(screen.getByTestId('value')).toHaveTextContent('2001-02-');
    expect(group().getByLabelText('Day')).toHaveValue('');
    expect(optionTexts(group().getByLabelText('Day'))).toHaveLength(1 + 28);
  });
});

describe('the signup form with the date selects', () => {
  let api: FakeApi | undefined;
  beforeEach(() => {
    resetSignupStore();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TODAY);
  });
  afterEach(() => {
    vi.useRealTimers();
    api?.restore();
  });

  async function fillAndSubmit(day: string, month: string, year: string) {
    await userEvent.type(screen.getByLabelText('E-mail address'), 'anna@example.test');
    await userEvent.type(screen.getByLabelText('Username'), 'Anna');
    await userEvent.type(screen.getByLabelText('Password'), 'long enough');
    await userEvent.selectOptions(group().getByLabelText('Day'), day);
    await userEvent.selectOptions(group().getByLabelText('Month'), month);
    await userEvent.selectOptions(group().getByLabelText('Year'), year);
    await userEvent.click(screen.getByLabelText('a woman'));
    await userEvent.click(screen.getByLabelText('men'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up for free' }));
  }

  it('refuses a member who turns 18 tomorrow with the schema’s message, and sends nothing', async () => {
    api = fakeApi({});
    renderWithProviders(<SignupForm onSignedUp={vi.fn()} onClosed={vi.fn()} />);
    await fillAndSubmit('16', 'June', '2008');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You must be at least 18 years old to sign up.',
    );
    expect(group().getByLabelText('Day')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: 'Date of birth' })).toHaveAttribute(
      'aria-describedby',
      'signup-date_of_birth-error',
    );
    expect(api.calls).toEqual([]);
    // The draft keeps the chosen date for a reload.
    expect(useSignupStore.getState().draft.date_of_birth).toBe('2008-06-16');
  });

  it('sends an 18th birthday today as YYYY-MM-DD', async () => {
    api = fakeApi({
      'POST /signup.php': {
        status: 201,
        data: { user: testUser({ status: 'not_confirmed' }), signup_message_delivered: false },
      },
    });
    const onSignedUp = vi.fn();
    renderWithProviders(<SignupForm onSignedUp={onSignedUp} onClosed={vi.fn()} />);
    await fillAndSubmit('15', 'June', '2008');
    await waitFor(() => expect(onSignedUp).toHaveBeenCalled());
    expect(api.calls[0].data).toMatchObject({ date_of_birth: '2008-06-15' });
  });
});
