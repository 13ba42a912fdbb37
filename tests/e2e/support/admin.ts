// Signing in to the console as the demo staff (README): e-mail, password and the TOTP code an
// authenticator app would show, computed from the published demo secret.
import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';

export const DEMO_STAFF_PASSWORD = 'heartline-admin';
export const DEMO_STAFF = {
  owner: { email: 'owner@heartline.local', secret: 'HEARTLINEOWNERDEMOSECRET234567AB' },
  moderator: { email: 'moderator@heartline.local', secret: 'HEARTLINEMODERATORDEMOSECRET2345' },
  operator: { email: 'operator@heartline.local', secret: 'HEARTLINEOPERATORDEMOSECRET23456' },
} as const;

export type DemoRole = keyof typeof DEMO_STAFF;

/**
 * Fills the sign-in form. A code is good once, and tests in parallel may sign in as the same
 * account: a refused code is followed by the next time step's code (within the 30 s window
 * either side that the server accepts), then by waiting for a fresh step.
 */
export async function signInToConsole(page: Page, role: DemoRole): Promise<void> {
  const { email, secret } = DEMO_STAFF[role];
  await page.goto('/admin/login');
  for (let attempt = 0; attempt < 4; attempt++) {
    const epoch = Math.floor(Date.now() / 1000) + (attempt % 2) * 30;
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(DEMO_STAFF_PASSWORD);
    await page.getByLabel('Authenticator code').fill(await generate({ secret, epoch }));
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/admin/session') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Sign in' }).click();
    if ((await answered).ok()) {
      await expect(page).not.toHaveURL(/\/admin\/login/);
      return;
    }
    if (attempt === 1) await page.waitForTimeout(31_000 - (Date.now() % 30_000));
  }
  throw new Error(`could not sign in to the console as ${role}`);
}
