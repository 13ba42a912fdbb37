import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, UI_STORE_KEY, watchMissingMessages } from '../fixtures';
import { DEMO, apiLogin } from './accounts';
import { linkInMail, newestMail } from './mail-flows';

// Members of their own browser context, for specs where two members meet (likes, blocks, chat).

export type Member = { context: BrowserContext; page: Page; profileId: number; name: string };

/** A fresh browser context with the entry warning accepted (as the fixtures do for `page`). */
export async function memberContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  watchMissingMessages(context);
  await context.addInitScript((key) => {
    try {
      window.localStorage.setItem(
        key,
        JSON.stringify({ state: { entryWarningAcceptedAt: Date.now() }, version: 0 }),
      );
    } catch {
      // about:blank has no storage.
    }
  }, UI_STORE_KEY);
  return context;
}

async function whoAmI(page: Page) {
  const user = await (await page.request.get('/api/user.php')).json();
  return {
    profileId: user.profile.id as number,
    name: user.profile.name as string,
    status: user.status as string,
  };
}

export async function demoMember(browser: Browser): Promise<Member> {
  const context = await memberContext(browser);
  const page = await context.newPage();
  await apiLogin(page.request, DEMO);
  const { profileId, name } = await whoAmI(page);
  return { context, page, profileId, name };
}

type SignupOptions = { tag: string; namePrefix: string; dateOfBirth: string; country?: string };

/** Signs up through POST /api/signup.php and activates through the mailed link: a confirmed member. */
export async function signUpMember(browser: Browser, o: SignupOptions): Promise<Member> {
  const context = await memberContext(browser);
  const page = await context.newPage();
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `e2e-${o.tag}-${id}@heartline.local`;
  const res = await page.request.post('/api/signup.php', {
    data: {
      email,
      name: `${o.namePrefix}${id.slice(-5)}`,
      password: `heartline-e2e-${o.tag}`,
      date_of_birth: o.dateOfBirth,
      gender: 'female',
      interest: 'men',
      ...(o.country ? { country: o.country } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const mail = await newestMail(page.request, email);
  const link = new URL(await linkInMail(page.request, mail.id, '/api/activate.php'));
  await page.request.get(link.pathname + link.search);
  const who = await whoAmI(page);
  expect(who.status).toBe('confirmed');
  return { context, page, profileId: who.profileId, name: who.name };
}
