import type { Locale as DateFnsLocale } from 'date-fns';
import { da, de, enGB, es, fi, fr, it, nb, nl, pl, sv } from 'date-fns/locale';
import { defaultDateLocale, isLocale } from './locales';

const dateLocales: Record<string, DateFnsLocale> = { da, de, en: enGB, es, fi, fr, it, nb, nl, pl, sv };

/** date-fns locale for an interface locale; Dutch when the locale is unknown (spec §1). */
export function dateLocale(locale: string | undefined): DateFnsLocale {
  return dateLocales[isLocale(locale) ? locale : defaultDateLocale];
}
