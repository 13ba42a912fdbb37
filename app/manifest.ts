import type { MetadataRoute } from 'next';
import { cookies, headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { getSiteCached } from '@/lib/server/sites/service';
import { requestHost } from '@/lib/server/http/request-info';
import { APP_ICONS, DEFAULT_BACKGROUND_COLOR, themeColorOf } from '@/lib/server/push/app-icons';
import { defaultLocale, LOCALE_COOKIE, localeFromLanguage, type Locale } from '@/lib/i18n/locales';

// Per request: every host (site) gets its own manifest, name, colours and start page.
export const dynamic = 'force-dynamic';

const startPath = (locale: Locale) => (locale === defaultLocale ? '/' : `/${locale}`);

/**
 * /manifest.webmanifest (spec §1 installable): built from the requesting site's settings, so two
 * sites on one server install as two apps. The start page is in the member's language when the
 * browser sends the locale cookie, else the site's domain language.
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const [h, c] = await Promise.all([headers(), cookies()]);
  const site = await getSiteCached(requestHost(h));
  const locale =
    localeFromLanguage(c.get(LOCALE_COOKIE)?.value) ?? localeFromLanguage(site.domainLanguage) ?? defaultLocale;
  const shortName = site.config.appShortName ?? (site.name.length > 12 ? site.name.slice(0, 12).trim() : site.name);
  const start = startPath(locale);
  const t = await getTranslations({ locale, namespace: 'nav' });
  const prefix = start === '/' ? '' : start;
  return {
    // One app per site, whatever start page the member's language gives it.
    id: '/',
    name: site.name,
    short_name: shortName,
    description: site.config.description,
    lang: locale,
    dir: 'ltr',
    start_url: start,
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: themeColorOf(site),
    background_color: site.config.backgroundColor ?? DEFAULT_BACKGROUND_COLOR,
    categories: ['social', 'lifestyle'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/maskable-512.png',
        sizes: `${APP_ICONS['maskable-512.png'].size}x${APP_ICONS['maskable-512.png'].size}`,
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
    shortcuts: [
      { name: t('messages'), url: `${prefix}/chats`, icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
      { name: t('likes'), url: `${prefix}/likes`, icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
    ],
  };
}
