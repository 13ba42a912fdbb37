import { locales } from '@/lib/i18n/locales';

// Spec route names (index, members-id, likes-type, …) from a pathname, locale prefix removed.
const patterns: [RegExp, string][] = [
  [/^\/$/, 'index'],
  [/^\/members$/, 'members'],
  [/^\/members\/[^/]+$/, 'members-id'],
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
