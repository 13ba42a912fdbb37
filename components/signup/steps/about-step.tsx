'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { apiError } from '@/lib/api-client/api-error';
import { useOwnProfile, useUpdateProfile } from '@/lib/api-client/profile';
import { PROFILE_ABOUT_MAX } from '@/lib/schemas/profile-limits';
import { StepActions, StepError } from './step-actions';

/** Step "about me": a few words for the profile; skippable. */
export function AboutStep({ onDone }: { onDone: () => void }) {
  const t = useTranslations('signup.about');
  const tg = useTranslations('errors');
  const profile = useOwnProfile();
  const update = useUpdateProfile();
  const [about, setAbout] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const text = about ?? profile.data?.about ?? '';
  const tooLong = text.trim().length > PROFILE_ABOUT_MAX;

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    if (tooLong) return setError(t('tooLong', { max: PROFILE_ABOUT_MAX }));
    try {
      await update.mutateAsync({ about: text.trim() });
      onDone();
    } catch (err) {
      setError(apiError(err).error === 'offline' ? tg('offline') : tg('generic'));
    }
  };

  return (
    <form onSubmit={save} noValidate aria-labelledby="about-step-title">
      <h2 id="about-step-title" className="h4" tabIndex={-1}>
        {t('title')}
      </h2>
      <label htmlFor="about-text" className="form-label text-body-secondary">
        {t('intro')}
      </label>
      <textarea
        id="about-text"
        rows={6}
        className={`form-control ${tooLong ? 'is-invalid' : ''}`}
        aria-invalid={tooLong}
        aria-describedby="about-count"
        placeholder={t('placeholder')}
        value={text}
        onChange={(e) => setAbout(e.target.value)}
      />
      <div id="about-count" className="form-text text-end">
        {t('count', { count: text.trim().length, max: PROFILE_ABOUT_MAX })}
      </div>
      <StepError message={error} />
      <StepActions onSkip={onDone} pending={update.isPending} />
    </form>
  );
}
