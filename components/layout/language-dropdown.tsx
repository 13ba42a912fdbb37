'use client';

import { useSearchParams } from 'next/navigation';
import { useCurrentLocale, useShellTexts } from '@/lib/i18n/shell';
import { useCurrentUser } from '@/lib/session/page-session';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { localeNames, locales, rememberLocale, type Locale } from '@/lib/i18n/locales';
import { saveLanguage } from '@/lib/api-client/language';
import { Icon } from '@/components/ui/icon';
import { NavMenu } from './nav-menu';

export function LanguageDropdown() {
  const t = useShellTexts().nav;
  const current = useCurrentLocale();
  const pathname = usePathname();
  const search = useSearchParams();
  const router = useRouter();
  const user = useCurrentUser();

  const choose = async (locale: Locale) => {
    if (locale === current) return;
    // A member's saved language decides their pages (spec §4), so save it first. The new
    // locale's layout brings the member as saved (PageSession).
    if (user) await saveLanguage(locale).catch(() => undefined);
    rememberLocale(locale);
    const query = search.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { locale });
  };

  return (
    <NavMenu
      id="language-dropdown"
      title={
        <>
          <Icon name="translate" className="me-1" aria-hidden="true" />
          <span className="visually-hidden">{t.language}: </span>
          {current.toUpperCase()}
        </>
      }
    >
      {locales.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className={`dropdown-item${locale === current ? ' active' : ''}`}
          aria-current={locale === current ? 'true' : undefined}
          onClick={() => void choose(locale)}
        >
          {localeNames[locale]}
        </button>
      ))}
    </NavMenu>
  );
}
