// What the login form shows, translated on the server: the form needs no translation runtime in
// the browser (issue 10, lib/i18n/api-error-texts.ts).
import { apiErrorTexts, type ApiErrorTexts } from '@/lib/i18n/api-error-texts';
import { translateKeys, type Translate } from '@/lib/i18n/shell-texts';

const KEYS = [
  'email',
  'password',
  'showPassword',
  'hidePassword',
  'submit',
  'submitting',
  'forgot',
  'noAccount',
  'signup',
  'required',
] as const;

export type LoginTexts = Record<(typeof KEYS)[number], string> & {
  /** The account's ban, and the link to the page that explains it. */
  banned: string;
  bannedLink: string;
  errors: ApiErrorTexts;
};

export function loginTexts(t: Translate): LoginTexts {
  return {
    ...translateKeys(t, 'login', KEYS),
    banned: t('errors.account_banned'),
    bannedLink: t('errors.account_banned_link'),
    errors: apiErrorTexts(t, ['account_blocked', 'login_throttled', 'login_failed']),
  };
}
