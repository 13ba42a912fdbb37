import { locales } from '@/lib/i18n/locales';

// Spec route names (index, members-id, likes-type, …) from a pathname, locale prefix removed.
const patterns: [RegExp, string][] = [
  [/^\/$/, 'index'],
  [/^\/members$/, 'members'],
  [/^\/members\/[^/]+$/, 'members-id'],
  [/^\/members\/[^/]+\/signup$/, 'members-id-signup'],
  [/^\/chats$/, 'chats'],
  [/^\/chats\/[^/]+$/, 'chats-id'],
  [/^\/likes$/, 'likes'],
  [/^\/likes\/m\/[^/]+$/, 'likes-m-id'],
  [/^\/likes\/[^/]+$/, 'likes-type'],
  [/^\/credits$/, 'credits'],
  [/^\/credits\/repeat-order$/, 'credits-repeat-order'],
  [/^\/credits\/[^/]+(\/[^/]+)?$/, 'credits-id-paymentmethod'],
  [/^\/premium$/, 'premium'],
  [/^\/profile$/, 'profile'],
  [/^\/notifications$/, 'notifications'],
  [/^\/signup$/, 'signup'],
  [/^\/complete-signup$/, 'complete-signup'],
  [/^\/login$/, 'login'],
  [/^\/pricing$/, 'pricing'],
  [/^\/complaints$/, 'complaints'],
  [/^\/settings$/, 'settings'],
  [/^\/settings\/delete-account$/, 'settings-delete-account'],
  [/^\/activate\/done$/, 'activate-done'],
  [/^\/activate\/error$/, 'activate-error'],
  [/^\/lang-config$/, 'lang-config'],
  [/^\/reset-password$/, 'reset-password'],
  [/^\/reset-password\/do$/, 'reset-password-do'],
  [/^\/mail-change\/do$/, 'mail-change-do'],
  [/^\/unsubscribe$/, 'unsubscribe'],
  [/^\/directdebit$/, 'directdebit'],
  [/^\/dev\/mailbox$/, 'dev-mailbox'],
  [/^\/account-deleted$/, 'account-deleted'],
  [/^\/account-restore$/, 'account-restore'],
  [/^\/pages\/([a-z-]+)$/, 'pages-'],
];

export function stripLocale(pathname: string): string {
  const first = pathname.split('/')[1];
  if ((locales as readonly string[]).includes(first)) return pathname.slice(first.length + 1) || '/';
  return pathname || '/';
}

export function routeName(pathname: string): string | null {
  const path = stripLocale(pathname).replace(/\/$/, '') || '/';
  for (const [re, name] of patterns) {
    const m = path.match(re);
    if (m) return name === 'pages-' ? `pages-${m[1]}` : name;
  }
  return null;
}
