'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useSettings } from '@/lib/session/page-session';
import { apiError } from '@/lib/api-client/api-error';
import { useOwnProfile, useUpdateProfile } from '@/lib/api-client/profile';
import { useInterests } from '@/lib/api-client/reference-data';
import { profileAttributeValues } from '@/lib/schemas/profile-attributes';
import type { ProfileUpdate } from '@/lib/schemas/profile';
import { PERSONAL_FIELDS } from '@/lib/utils/signup-steps';
import { StepActions, StepError } from './step-actions';
import { InterestIcon } from '@/components/ui/interest-icon';

type SelectField = Exclude<(typeof PERSONAL_FIELDS)[number], 'hobbies'>;

/** Step "personal info": the attributes and hobbies the site shows (visible_profile_fields). */
export function PersonalStep({ onDone }: { onDone: () => void }) {
  const t = useTranslations('signup.personal');
  const ta = useTranslations('profileAttributes');
  const ti = useTranslations('interests');
  const tg = useTranslations('errors');
  const settings = useSettings();
  const profile = useOwnProfile();
  const interests = useInterests();
  const update = useUpdateProfile();
  const visible = new Set(settings.visible_profile_fields);
  const selects = PERSONAL_FIELDS.filter((f): f is SelectField => f !== 'hobbies' && visible.has(f));
  const [values, setValues] = useState<Partial<Record<SelectField, string>>>({});
  const [hobbies, setHobbies] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const chosenHobbies = hobbies ?? profile.data?.hobbies ?? [];
  const valueOf = (f: SelectField) => values[f] ?? profile.data?.[f] ?? '';

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    const input: ProfileUpdate = {};
    for (const f of selects) (input as Record<string, string | null>)[f] = valueOf(f) || null;
    if (visible.has('hobbies')) input.hobbies = chosenHobbies;
    try {
      await update.mutateAsync(input);
      onDone();
    } catch (err) {
      const code = apiError(err).error;
      setError(code === 'offline' ? tg('offline') : tg('generic'));
    }
  };

  return (
    <form onSubmit={save} noValidate aria-labelledby="personal-step-title">
      <h2 id="personal-step-title" className="h4" tabIndex={-1}>
        {t('title')}
      </h2>
      <p className="text-body-secondary">{t('intro')}</p>
      <div className="row g-3">
        {selects.map((f) => (
          <div key={f} className="col-sm-6">
            <label htmlFor={`personal-${f}`} className="form-label">
              {t(`fields.${f}`)}
            </label>
            <select
              id={`personal-${f}`}
              className="form-select"
              value={valueOf(f)}
              onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
            >
              <option value="">{t('notSaying')}</option>
              {profileAttributeValues[f].map((value) => (
                <option key={value} value={value}>
                  {ta(`${f}.${value}`)}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {visible.has('hobbies') && (
        <fieldset className="mt-4">
          <legend className="fs-6 form-label">{t('hobbies')}</legend>
          <div className="d-flex flex-wrap gap-2">
            {(interests.data ?? []).map((i) => {
              const on = chosenHobbies.includes(i.slug);
              return (
                <button
                  key={i.slug}
                  type="button"
                  className={`btn btn-sm rounded-pill ${on ? 'btn-primary' : 'btn-outline-secondary'}`}
                  aria-pressed={on}
                  onClick={() =>
                    setHobbies(on ? chosenHobbies.filter((h) => h !== i.slug) : [...chosenHobbies, i.slug])
                  }
                >
                  <InterestIcon name={i.icon} className="me-1" aria-hidden="true" />
                  {ti(i.slug)}
                </button>
              );
            })}
          </div>
        </fieldset>
      )}
      <StepError message={error} />
      <StepActions onSkip={onDone} pending={update.isPending} />
    </form>
  );
}
