'use client';

import { useState } from 'react';
import { useSettings } from '@/lib/session/page-session';
import { useForm, type FieldErrors, type Resolver } from '@/lib/forms/use-form';
import { useLocale, useTranslations } from 'next-intl';
import { useRegionData } from '@/lib/api-client/settings';
import { useUpdateProfile } from '@/lib/api-client/profile';
import { apiError } from '@/lib/api-client/api-error';
import { cachedLoader } from '@/lib/forms/lazy-load';
import type { SafeParseSchema } from '@/lib/forms/schema-resolver';
import type { OwnProfileDetail, ProfileUpdate } from '@/lib/schemas/profile';
import { PROFILE_ABOUT_MAX, PROFILE_HOBBIES_MAX } from '@/lib/schemas/profile-limits';
import {
  genderValues,
  profileAttributeValues,
  type ProfileAttributeField,
} from '@/lib/schemas/profile-attributes';
import { visibleOptionalFields } from '@/lib/utils/profile-fields';
import { HobbyPicker } from './hobby-picker';
import { SelectField, TextField } from './profile-fields';
import { useProfileErrors } from './use-profile-errors';

type Values = {
  name: string;
  about: string;
  gender: string;
  country: string;
  region: string;
  city: string;
  hobbies: string[];
} & Record<ProfileAttributeField, string>;

const ATTRIBUTES = Object.keys(profileAttributeValues) as ProfileAttributeField[];

function toValues(p: OwnProfileDetail): Values {
  return {
    name: p.name,
    about: p.about,
    gender: p.gender,
    country: p.country,
    region: p.region ?? '',
    city: p.city ?? '',
    hobbies: p.hobbies,
    interest: p.interest ?? '',
    hair_color: p.hair_color ?? '',
    eye_color: p.eye_color ?? '',
    body_type: p.body_type ?? '',
    relationship_status: p.relationship_status ?? '',
  };
}

/** The fields this site lets the member edit, as PUT /api/profile.php takes them ('' is "not set"). */
function toPayload(v: Values, shown: Set<string>): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    name: v.name,
    gender: v.gender,
    country: v.country,
    region: v.region || null,
    city: v.city.trim() || null,
  };
  for (const a of ATTRIBUTES) if (shown.has(a)) payload[a] = v[a] || null;
  if (shown.has('hobbies')) payload.hobbies = v.hobbies;
  if (shown.has('about')) payload.about = v.about;
  return payload;
}

/** Field errors from the schema for the payload the form would send (the first issue per field). */
function profileResolver(schema: SafeParseSchema<unknown>, shown: Set<string>): Resolver<Values> {
  return (values) => {
    const parsed = schema.safeParse(toPayload(values, shown));
    if (parsed.success) return { values, errors: {} };
    const errors: FieldErrors<Values> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as keyof Values;
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}

// The schema loads after the page (issue 10): validation runs on submit only. One loader per set
// of shown fields (the site's settings), so every render passes the same function.
const loadSchema = cachedLoader(() => import('@/lib/schemas/profile').then((m) => m.profileUpdateSchema));
const loaders = new Map<string, () => Promise<Resolver<Values>>>();
function resolverLoader(shown: Set<string>) {
  const key = [...shown].sort().join(',');
  let load = loaders.get(key);
  if (!load) {
    load = cachedLoader(() => loadSchema().then((schema) => profileResolver(schema, shown)));
    loaders.set(key, load);
  }
  return load;
}

/** Own profile details; settings.visible_profile_fields/notes decide which optional fields appear. */
export function ProfileForm({ profile }: { profile: OwnProfileDetail }) {
  const t = useTranslations('profile');
  const ta = useTranslations('profileAttributes');
  const errorText = useProfileErrors();
  const locale = useLocale();
  const settings = useSettings();
  const regionData = useRegionData();
  const update = useUpdateProfile();
  const [saved, setSaved] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const shown = new Set<string>(
    visibleOptionalFields({
      visibleProfileFields: settings.visible_profile_fields,
      visibleProfileNotes: settings.visible_profile_notes,
    }),
  );

  const { register, handleSubmit, field, watch, setValue, formState } = useForm<Values>({
    loadResolver: resolverLoader(shown),
    defaultValues: toValues(profile),
  });
  const { errors } = formState;
  const country = watch('country');
  const hobbies = field('hobbies');
  const regions = regionData[country] ?? [];
  const countryName = new Intl.DisplayNames([locale], { type: 'region' });
  const message = (code: string | undefined) => (code ? errorText(code) : undefined);

  const onSubmit = handleSubmit(
    async (values) => {
      setSaved(false);
      setServerError(null);
      try {
        await update.mutateAsync(toPayload(values, shown) as ProfileUpdate);
        setSaved(true);
      } catch (err) {
        setServerError(errorText(apiError(err).error));
      }
    },
    // A schema that did not load (twice): the generic message, as for a failed request.
    (err) => {
      setSaved(false);
      setServerError(errorText(apiError(err).error));
    },
  );

  const option = (field: ProfileAttributeField | 'gender') =>
    (field === 'gender' ? genderValues : profileAttributeValues[field]).map((v) => ({
      value: v,
      label: ta(`${field}.${v}`),
    }));

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="profile-form-title">
      <h2 id="profile-form-title" className="h5 mb-3">
        {t('sections.personal')}
      </h2>
      {serverError && (
        <div className="alert alert-danger" role="alert">
          {serverError}
        </div>
      )}
      <TextField
        id="profile-name"
        label={t('fields.name')}
        error={message(errors.name?.message)}
        {...register('name')}
      />
      <SelectField
        id="profile-gender"
        label={t('fields.gender')}
        options={option('gender')}
        {...register('gender')}
      />
      <p className="small text-body-secondary">
        {t('fields.birthDate')}:{' '}
        {new Date(`${profile.birth_date}T00:00:00Z`).toLocaleDateString(locale, { timeZone: 'UTC' })}
      </p>
      {shown.has('about') && (
        <div className="mb-3">
          <label htmlFor="profile-about" className="form-label">
            {t('fields.about')}
          </label>
          <textarea
            id="profile-about"
            rows={5}
            maxLength={PROFILE_ABOUT_MAX}
            className={`form-control ${errors.about ? 'is-invalid' : ''}`}
            aria-invalid={Boolean(errors.about)}
            aria-describedby="profile-about-hint"
            {...register('about')}
          />
          <div id="profile-about-hint" className="form-text">
            {t('aboutHint', { max: PROFILE_ABOUT_MAX })}
          </div>
          {errors.about && (
            <div className="invalid-feedback" role="alert">
              {message(errors.about.message)}
            </div>
          )}
        </div>
      )}

      <h2 className="h5 mt-4 mb-3">{t('sections.location')}</h2>
      <SelectField
        id="profile-country"
        label={t('fields.country')}
        options={settings.countries.map((c) => ({ value: c, label: countryName.of(c) ?? c }))}
        error={message(errors.country?.message && 'country_invalid')}
        {...register('country', { onChange: () => setValue('region', '') })}
      />
      {regions.length > 0 && (
        <SelectField
          id="profile-region"
          label={t('fields.region')}
          placeholder={t('notSet')}
          options={regions.map((r) => ({ value: r.code, label: r.name }))}
          {...register('region')}
        />
      )}
      <TextField
        id="profile-city"
        label={t('fields.city')}
        autoComplete="address-level2"
        {...register('city')}
      />

      {ATTRIBUTES.some((a) => shown.has(a)) && <h2 className="h5 mt-4 mb-3">{t('sections.attributes')}</h2>}
      {ATTRIBUTES.filter((a) => shown.has(a)).map((a) => (
        <SelectField
          key={a}
          id={`profile-${a}`}
          label={t(`fields.${a}`)}
          placeholder={t('notSet')}
          options={option(a)}
          {...register(a)}
        />
      ))}

      {shown.has('hobbies') && (
        <div className="mb-3">
          <h2 id="profile-hobbies-label" className="h5 mt-4 mb-1">
            {t('fields.hobbies')}
          </h2>
          <p className="form-text mt-0">{t('hobbiesHint', { max: PROFILE_HOBBIES_MAX })}</p>
          <HobbyPicker
            interests={settings.interests}
            value={hobbies.value}
            onChange={hobbies.onChange}
            max={PROFILE_HOBBIES_MAX}
            labelledBy="profile-hobbies-label"
          />
        </div>
      )}

      <div className="d-flex align-items-center gap-3 mt-4">
        <button type="submit" className="btn btn-primary" disabled={update.isPending}>
          {update.isPending ? t('saving') : t('save')}
        </button>
        <span role="status" className="text-success small">
          {saved ? t('saved') : ''}
        </span>
      </div>
    </form>
  );
}
