import { expect, type Page } from '@playwright/test';

// Every route the accessibility spec (accessibility.spec.ts) visits, in one place: add a page
// here and it is checked logged out or logged in. A path may be found at run time (seeded ids).

export type A11yRoute = {
  /** How the test is named and the output says which page failed. */
  name: string;
  /** The path on the default site, or how to find it (the page is logged in for member routes). */
  path: string | ((page: Page) => Promise<string>);
  /** Waits for what the client renders after load (the part axe must see); default: <main>. */
  ready?: (page: Page) => Promise<void>;
};

/** A profile of the demo seed: the first card of the home page's grid. */
async function firstProfilePath(page: Page): Promise<string> {
  await page.goto('/');
  const href = await page.getByTestId('profile-grid').getByRole('link').first().getAttribute('href');
  const id = /\/members\/(\d+)/.exec(href ?? '')?.[1];
  expect(id, 'a profile on the home page').toBeTruthy();
  return `/members/${id}`;
}

/** The demo member's first conversation (the seed gives it several). */
async function firstConversationPath(page: Page): Promise<string> {
  const res = await page.request.get('/api/chats.php');
  const body = (await res.json()) as { chats: { conversation: { id: number } }[] };
  expect(body.chats.length, 'the demo member has conversations').toBeGreaterThan(0);
  return `/chats/${body.chats[0].conversation.id}`;
}

/** The signup form mounts in the browser (its draft is in sessionStorage). */
const signupReady = async (page: Page) => {
  await expect(page.locator('main form, main [data-testid="signup-entry-warning"]').first()).toBeVisible();
};

export const VISITOR_ROUTES: A11yRoute[] = [
  { name: 'home', path: '/' },
  { name: 'login', path: '/login' },
  { name: 'signup', path: '/signup', ready: signupReady },
  { name: 'members (visitor)', path: '/members' },
  { name: 'profile (visitor)', path: firstProfilePath },
  {
    name: 'signup from a profile',
    path: async (page) => `${await firstProfilePath(page)}/signup`,
    ready: async (page) => {
      await expect(page.locator('main textarea, main form').first()).toBeVisible();
    },
  },
  { name: 'reset password', path: '/reset-password' },
  { name: 'swipe game (visitor)', path: '/swipe-game' },
  { name: 'match finder (visitor)', path: '/match-finder' },
  { name: 'terms', path: '/pages/terms' },
  { name: 'privacy', path: '/pages/privacy' },
  { name: 'privacy (US)', path: '/pages/privacy?variant=us' },
  { name: 'cookies', path: '/pages/cookies' },
  { name: 'access ban', path: '/pages/ban' },
  { name: 'return policy', path: '/pages/return-policy' },
  { name: 'faq', path: '/pages/faq' },
  { name: 'customer service', path: '/pages/service' },
  { name: 'complaints', path: '/complaints' },
  { name: 'one-click link expired', path: '/t/expired' },
  { name: 'not found', path: '/this-page-does-not-exist' },
  { name: 'profile not found', path: '/members/999999999' },
];

export const MEMBER_ROUTES: A11yRoute[] = [
  { name: 'home (member)', path: '/' },
  { name: 'members', path: '/members' },
  { name: 'profile', path: firstProfilePath },
  { name: 'chats', path: '/chats' },
  {
    name: 'conversation',
    path: firstConversationPath,
    ready: async (page) => {
      await expect(page.getByTestId('message-bubble').first()).toBeVisible();
    },
  },
  { name: 'likes', path: '/likes' },
  { name: 'likes sent', path: '/likes/sent' },
  { name: 'matches', path: '/likes/matches' },
  { name: 'swipe game', path: '/swipe-game' },
  { name: 'match finder', path: '/match-finder' },
  { name: 'own profile', path: '/profile' },
  { name: 'settings', path: '/settings' },
  { name: 'delete account', path: '/settings/delete-account' },
  { name: 'notifications', path: '/notifications' },
  { name: 'language', path: '/lang-config' },
  { name: 'not found (member)', path: '/this-page-does-not-exist' },
];
