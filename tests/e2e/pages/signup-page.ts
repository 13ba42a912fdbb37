import { expect, type Locator, type Page } from '@playwright/test';
import { text } from '../support/mail-flows';

export type SignupDetails = {
  email: string;
  name: string;
  password: string;
  dateOfBirth: string;
  gender: 'male' | 'female';
  interest: 'men' | 'women' | 'both';
};

/** The signup flow: /signup, /members/{id}/signup, the signup modal, and /complete-signup. */
export class SignupFlowPage {
  readonly counter: Locator;

  constructor(
    readonly page: Page,
    readonly scope: Locator = page.locator('main'),
  ) {
    this.counter = scope.getByTestId('step-counter');
  }

  t(key: string, args: Record<string, string | number> = {}): string {
    return text('en', key, args);
  }

  async expectStep(current: number, total: number): Promise<void> {
    await expect(this.counter).toContainText(this.t('signup.steps.counter', { current, total }));
  }

  async writeMessage(name: string, message: string): Promise<void> {
    await this.scope.getByLabel(this.t('signup.message.field', { name }), { exact: true }).fill(message);
    await this.scope.getByRole('button', { name: this.t('signup.message.next') }).click();
  }

  async fillAccount(d: SignupDetails): Promise<void> {
    const s = this.scope;
    await s.getByLabel(this.t('signup.form.email'), { exact: true }).fill(d.email);
    await s.getByLabel(this.t('signup.form.name'), { exact: true }).fill(d.name);
    await s.getByLabel(this.t('signup.form.password'), { exact: true }).fill(d.password);
    await this.chooseDateOfBirth(d.dateOfBirth);
    await s.getByLabel(this.t(`signup.form.genders.${d.gender}`), { exact: true }).check();
    await s.getByLabel(this.t(`signup.form.interests.${d.interest}`), { exact: true }).check();
  }

  /** The day, month and year selects (components/signup/date-of-birth-field.tsx). */
  dateOfBirth(locale = 'en'): Locator {
    return this.scope.getByRole('group', { name: text(locale, 'signup.form.dateOfBirth') });
  }

  /** Chooses YYYY-MM-DD; an empty part ("-03-14") is left unchosen. */
  async chooseDateOfBirth(iso: string, locale = 'en'): Promise<void> {
    const [year, month, day] = iso.split('-');
    const group = this.dateOfBirth(locale);
    const part = (key: string) => group.getByLabel(text(locale, `signup.form.${key}`), { exact: true });
    if (day) await part('day').selectOption(day);
    if (month) await part('month').selectOption(month);
    if (year) await part('year').selectOption(year);
  }

  async submitAccount(): Promise<void> {
    await this.scope.getByRole('button', { name: this.t('signup.form.submit') }).click();
  }

  heading(key: string, args: Record<string, string | number> = {}): Locator {
    return this.scope.getByRole('heading', { name: this.t(key, args) });
  }

  button(key: string): Locator {
    return this.scope.getByRole('button', { name: this.t(key), exact: true });
  }
}
