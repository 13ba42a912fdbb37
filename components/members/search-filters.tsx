'use client';

import { useMemo } from 'react';
import { useSettings } from '@/lib/session/page-session';
import { useForm } from '@/lib/forms/use-form';
import { lazySchemaResolver } from '@/lib/forms/schema-resolver';
import { useLocale, useTranslations } from 'next-intl';
import { useRegionData } from '@/lib/api-client/settings';
import { genderValues } from '@/lib/schemas/profile-attributes';
import type { SearchFormValues } from '@/lib/schemas/search';
import { SEARCH_MAX_AGE, SEARCH_MIN_AGE } from '@/lib/schemas/search-limits';
import type { SearchFiltersState } from '@/stores/search-store';
import { Icon } from '@/components/ui/icon';
import { useMounted } from '@/components/ui/use-mounted';

type Props = {
  filters: SearchFiltersState;
  busy: boolean;
  onSearch: (filters: SearchFiltersState) => void;
  onClear: () => void;
  /** The filters' schema did not load (twice): the search shows its generic error. */
  onLoadError: (error: unknown) => void;
};

// The schema loads after the page (issue 10): validation runs on submit only.
const loadResolver = lazySchemaResolver<SearchFormValues>(() =>
  import('@/lib/schemas/search').then((m) => m.searchFormSchema),
);

const toForm = (f: SearchFiltersState): SearchFormValues => ({
  gender: (f.gender as SearchFormValues['gender']) || '',
  country: f.country,
  countryregion: f.countryregion,
  min_age: f.min_age === null ? '' : String(f.min_age),
  max_age: f.max_age === null ? '' : String(f.max_age),
});

const fromForm = (v: SearchFormValues): SearchFiltersState => ({
  gender: v.gender,
  country: v.country,
  countryregion: v.country ? v.countryregion : '',
  min_age: v.min_age === '' ? null : Number(v.min_age),
  max_age: v.max_age === '' ? null : Number(v.max_age),
});

/**
 * The member search filters (spec §2 "member search"): only those in settings.search_fields,
 * validated with zod (ages 18–99, from ≤ to). Searching starts a new result list; "Clear" resets
 * the filters and empties the results and the count (spec §4).
 */
export function SearchFilters({ filters, busy, onSearch, onClear, onLoadError }: Props) {
  const t = useTranslations('members');
  const tAttr = useTranslations('profileAttributes');
  const locale = useLocale();
  const settings = useSettings();
  const regionData = useRegionData();
  const fields = new Set(settings.search_fields);
  const mounted = useMounted();
  const form = useForm<SearchFormValues>({
    loadResolver,
    defaultValues: toForm(filters),
  });
  const country = form.watch('country');
  const regions = country ? (regionData[country] ?? []) : [];
  const countryName = useMemo(() => new Intl.DisplayNames([locale], { type: 'region' }), [locale]);
  const errors = form.formState.errors;
  const errorText = (code: string | undefined) =>
    code
      ? t(`errors.${t.has(`errors.${code}`) ? code : 'age_invalid'}`, {
          min: SEARCH_MIN_AGE,
          max: SEARCH_MAX_AGE,
        })
      : null;

  const submit = form.handleSubmit((values) => onSearch(fromForm(values)), onLoadError);

  return (
    <form
      onSubmit={submit}
      noValidate
      className="card card-body mb-4"
      aria-label={t('filtersLabel')}
      data-testid="search-filters"
    >
      {/* Disabled until hydrated: a value typed earlier would be reset when the form registers its
          fields, and a press would submit the form natively instead of searching. */}
      <fieldset disabled={!mounted}>
        <div className="row g-3 align-items-end">
          {fields.has('gender') && (
            <div className="col-6 col-md">
              <label htmlFor="search-gender" className="form-label">
                {t('gender')}
              </label>
              <select id="search-gender" className="form-select" {...form.register('gender')}>
                <option value="">{t('any')}</option>
                {genderValues.map((g) => (
                  <option key={g} value={g}>
                    {tAttr(`gender.${g}`)}
                  </option>
                ))}
              </select>
            </div>
          )}
          {fields.has('country') && (
            <div className="col-6 col-md">
              <label htmlFor="search-country" className="form-label">
                {t('country')}
              </label>
              <select
                id="search-country"
                className="form-select"
                {...form.register('country', { onChange: () => form.setValue('countryregion', '') })}
              >
                <option value="">{t('anyCountry')}</option>
                {settings.countries.map((c) => (
                  <option key={c} value={c}>
                    {countryName.of(c) ?? c}
                  </option>
                ))}
              </select>
            </div>
          )}
          {fields.has('country') && fields.has('region') && (
            <div className="col-12 col-md">
              <label htmlFor="search-region" className="form-label">
                {t('region')}
              </label>
              <select
                id="search-region"
                className="form-select"
                disabled={!country || regions.length === 0}
                {...form.register('countryregion')}
              >
                <option value="">{t('anyRegion')}</option>
                {regions.map((r) => (
                  <option key={r.code} value={r.code}>
                    {r.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          {fields.has('age') && (
            <fieldset className="col-12 col-md-auto">
              <legend className="form-label fs-6 mb-2">{t('age_range')}</legend>
              <div className="d-flex gap-2 align-items-start">
                {(['min_age', 'max_age'] as const).map((name) => (
                  <div key={name} style={{ width: '7.5rem' }}>
                    <label htmlFor={`search-${name}`} className="visually-hidden">
                      {t(name === 'min_age' ? 'minAge' : 'maxAge')}
                    </label>
                    <input
                      id={`search-${name}`}
                      type="number"
                      inputMode="numeric"
                      min={SEARCH_MIN_AGE}
                      max={SEARCH_MAX_AGE}
                      placeholder={t(name === 'min_age' ? 'minAgePlaceholder' : 'maxAgePlaceholder', {
                        age: name === 'min_age' ? SEARCH_MIN_AGE : SEARCH_MAX_AGE,
                      })}
                      className={`form-control ${errors[name] ? 'is-invalid' : ''}`}
                      aria-invalid={errors[name] ? true : undefined}
                      aria-describedby={errors[name] ? `search-${name}-error` : undefined}
                      {...form.register(name)}
                    />
                  </div>
                ))}
              </div>
              {(['min_age', 'max_age'] as const).map((name) =>
                errors[name] ? (
                  <div
                    key={name}
                    id={`search-${name}-error`}
                    className="invalid-feedback d-block"
                    role="alert"
                  >
                    {errorText(errors[name]?.message)}
                  </div>
                ) : null,
              )}
            </fieldset>
          )}
          <div className="col-12 col-md-auto d-flex gap-2">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              <Icon name="search" className="me-1" aria-hidden="true" />
              {t('search')}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => {
                form.reset(
                  toForm({ gender: '', country: '', countryregion: '', min_age: null, max_age: null }),
                );
                onClear();
              }}
            >
              {t('clear')}
            </button>
          </div>
        </div>
      </fieldset>
    </form>
  );
}
