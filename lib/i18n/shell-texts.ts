// The strings of the page shell that a page shows before anything loads later (top bar, a
// member's links, entry warning, error page, progress bar): translated on the server with
// next-intl and handed to the client as plain strings (lib/i18n/shell.tsx), so the shell needs no
// client-side translation runtime (issue 10). The messages stay in messages/*.json like every
// other.
import { CREDIT_BADGE_THRESHOLD } from '@/lib/utils/constants';

export type ShellTexts = {
  nav: { home: string; toggle: string; signup: string; login: string; language: string; back: string };
  entryWarning: { title: string; body: string; enter: string; leave: string };
  errorPage: { defaultMessage: string; text: string; retry: string; home: string };
  progress: { loading: string };
  /** A member's links (components/layout/member-nav.tsx, account-dropdown.tsx). */
  member: {
    searchMembers: string;
    messages: string;
    likes: string;
    credits: string;
    getPremium: string;
    account: string;
    myProfile: string;
    settings: string;
    logout: string;
    /** "5 credits left" for 0 … 10 credits: the credits badge shows at 10 or fewer (spec §2). */
    creditsLeft: string[];
  };
};

/** A next-intl translator over the whole locale (getTranslations() without a namespace). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The strings of `keys` under `prefix` (t('login.email') …), as one object for a client island. */
export function translateKeys<K extends string>(
  t: Translate,
  prefix: string,
  keys: readonly K[],
): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, t(`${prefix}.${key}`)])) as Record<K, string>;
}

export function shellTexts(t: Translate, site: string): ShellTexts {
  return {
    nav: {
      home: t('nav.home', { site }),
      toggle: t('nav.toggle'),
      signup: t('nav.signup'),
      login: t('nav.login'),
      language: t('nav.language'),
      back: t('nav.back'),
    },
    // On a visitor's page too (a few hundred bytes of HTML, no code): the member's links always
    // find their strings, whatever the page's session turns out to be.
    member: {
      searchMembers: t('nav.searchMembers'),
      messages: t('nav.messages'),
      likes: t('nav.likes'),
      credits: t('nav.credits'),
      getPremium: t('nav.getPremium'),
      account: t('nav.account'),
      myProfile: t('nav.myProfile'),
      settings: t('nav.settings'),
      logout: t('nav.logout'),
      creditsLeft: Array.from({ length: CREDIT_BADGE_THRESHOLD + 1 }, (_, n) =>
        t('nav.creditsLeft', { count: n }),
      ),
    },
    entryWarning: {
      title: t('entryWarning.title'),
      body: t('entryWarning.body', { site }),
      enter: t('entryWarning.enter'),
      leave: t('entryWarning.leave'),
    },
    errorPage: {
      defaultMessage: t('errorPage.defaultMessage'),
      text: t('errorPage.text'),
      retry: t('errorPage.retry'),
      home: t('errorPage.home'),
    },
    progress: { loading: t('progress.loading') },
  };
}
