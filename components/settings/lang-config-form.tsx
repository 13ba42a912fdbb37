'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useCurrentUser, useSettings } from '@/lib/session/page-session';
import { useRouter } from '@/lib/i18n/navigation';
import { localeNames, rememberLocale, type Locale } from '@/lib/i18n/locales';
import { ALL_LOCALE_CHOICES, localeChoicesFor } from '@/lib/utils/locale-choices';
import { useSetLanguage } from '@/lib/api-client/user';
import { apiError } from '@/lib/api-client/api-error';

/**
 * /lang-config: the languages of the member's country (spec §9), the current one always among
 * them, with "all languages" as the fallback. Saving stores the member's language (PUT
 * /api/user.php) and moves to the same page in the new locale.
 */
export function LangConfigForm() {
  const t = useTranslations('langConfig');
  const te = useTranslations('errors');
  const current = useLocale() as Locale;
  const user = useCurrentUser();
  const settings = useSettings();
  const router = useRouter();
  const setLanguage = useSetLanguage();
  const country = user?.profile?.country ?? settings.geoip_country ?? settings.geoip_selected_country;
  const forCountry = localeChoicesFor(country);
  const [showAll, setShowAll] = useState(forCountry === ALL_LOCALE_CHOICES);
  const [chosen, setChosen] = useState<Locale>(current);
  const [failure, setFailure] = useState<string | null>(null);

  const shown = showAll ? ALL_LOCALE_CHOICES : [...new Set<Locale>([...forCountry, current])];
  const countryName = country
    ? (new Intl.DisplayNames([current], { type: 'region' }).of(country) ?? country)
    : null;

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(null);
    try {
      if (user) await setLanguage.mutateAsync(chosen);
      rememberLocale(chosen);
      router.replace('/lang-config', { locale: chosen });
    } catch (err) {
      setFailure(apiError(err).error === 'offline' ? te('offline') : te('generic'));
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)}>
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      <fieldset className="mb-3">
        <legend className="h6">
          {showAll || !countryName ? t('allLanguages') : t('choicesFor', { country: countryName })}
        </legend>
        {shown.map((locale) => (
          <div className="form-check" key={locale}>
            <input
              className="form-check-input"
              type="radio"
              name="language"
              id={`lang-${locale}`}
              value={locale}
              checked={chosen === locale}
              onChange={() => setChosen(locale)}
            />
            <label className="form-check-label" htmlFor={`lang-${locale}`} lang={locale}>
              {localeNames[locale]}
            </label>
          </div>
        ))}
      </fieldset>
      {!showAll && (
        <p>
          <button type="button" className="btn btn-link p-0" onClick={() => setShowAll(true)}>
            {t('showAll')}
          </button>
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary"
        disabled={setLanguage.isPending || chosen === current}
      >
        {setLanguage.isPending ? t('saving') : t('save')}
      </button>
    </form>
  );
}
