import { test as base, type BrowserContext } from '@playwright/test';
import { EntryWarning } from './pages/entry-warning';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { TopBar } from './pages/top-bar';

/** Where stores/ui-store.ts persists what the visitor dismissed (zustand `persist`). */
export const UI_STORE_KEY = 'heartline-ui';

type Options = {
  /**
   * Pre-accept the site-entry warning (on by default): its modal covers every page of a
   * fresh visitor. entry-warning.spec.ts turns it off.
   */
  entryWarningAccepted: boolean;
};

/**
 * Each client island gets only its namespaces (<ClientMessages>); a string it reads but was not
 * given makes next-intl log MISSING_MESSAGE on the console. Every context of a spec is watched
 * (the fixture's and support/members.ts's), and the test fails at its end if one was logged.
 */
const missingMessages: string[] = [];
export function watchMissingMessages(context: BrowserContext): void {
  context.on('console', (msg) => {
    if (msg.type() === 'error' && msg.text().includes('MISSING_MESSAGE')) missingMessages.push(msg.text());
  });
}

type Fixtures = {
  topBar: TopBar;
  loginPage: LoginPage;
  homePage: HomePage;
  entryWarning: EntryWarning;
  missingMessagesGuard: void;
};

export const test = base.extend<Options & Fixtures>({
  entryWarningAccepted: [true, { option: true }],

  context: async ({ context, entryWarningAccepted }, use) => {
    watchMissingMessages(context);
    if (entryWarningAccepted) {
      // Runs before the page's scripts on every document, whatever the origin (de.localhost too).
      await context.addInitScript((key) => {
        try {
          if (!window.localStorage.getItem(key)) {
            window.localStorage.setItem(
              key,
              JSON.stringify({ state: { entryWarningAcceptedAt: Date.now() }, version: 0 }),
            );
          }
        } catch {
          // about:blank and opaque origins have no localStorage.
        }
      }, UI_STORE_KEY);
    }
    await use(context);
  },

  missingMessagesGuard: [
    async ({}, use) => {
      missingMessages.length = 0;
      await use();
      if (missingMessages.length)
        throw new Error(`next-intl MISSING_MESSAGE in the browser:\n${missingMessages.join('\n')}`);
    },
    { auto: true },
  ],

  topBar: async ({ page }, use) => use(new TopBar(page)),
  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  homePage: async ({ page }, use) => use(new HomePage(page)),
  entryWarning: async ({ page }, use) => use(new EntryWarning(page)),
});

export { expect } from '@playwright/test';
