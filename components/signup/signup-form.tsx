'use client';

import { useState } from 'react';
import { useSettings } from '@/lib/session/page-session';
import { useForm } from '@/lib/forms/use-form';
import { lazySchemaResolver } from '@/lib/forms/schema-resolver';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { isLocale } from '@/lib/i18n/locales';
import { formatTermsDate, termsVersionDate } from '@/lib/utils/terms-date';
import { apiError } from '@/lib/api-client/api-error';
import { useSignup } from '@/lib/api-client/signup';
import type { SignupAccountInput } from '@/lib/schemas/signup';
import { trackingFromQuery } from '@/lib/schemas/signup-tracking';
import { genderValues, interestValues } from '@/lib/schemas/profile-attributes';
import { useSignupStore } from '@/stores/signup-store';
import { DateOfBirthField } from './date-of-birth-field';
import { FieldError } from './field-error';
import { Icon } from '@/components/ui/icon';

type Props = {
  /** Called after the account exists and the member is logged in. */
  onSignedUp: () => void;
  /** The server says signups are closed (403 signups_closed). */
  onClosed: () => void;
  /** Going to login closes the modal (spec §4). */
  onGoToLogin?: () => void;
};

const FIELDS = ['email', 'name', 'password', 'date_of_birth', 'gender', 'interest'] as const;
type Field = (typeof FIELDS)[number];
const isField = (v: string): v is Field => (FIELDS as readonly string[]).includes(v);

// The schema loads after the page (issue 10): validation runs on submit only.
const loadResolver = lazySchemaResolver<SignupAccountInput>(() =>
  import('@/lib/schemas/signup').then((m) => m.signupAccountSchema),
);

/** The signup form (a shared piece of spec §2): one schema with the server, a draft that survives reloads. */
export function SignupForm({ onSignedUp, onClosed, onGoToLogin }: Props) {
  const t = useTranslations('signup.form');
  const te = useTranslations('signup.errors');
  const tg = useTranslations('errors');
  const locale = useLocale();
  const settings = useSettings();
  const signup = useSignup();
  const draft = useSignupStore((s) => s.draft);
  const setDraft = useSignupStore((s) => s.setDraft);
  const setSubmitting = useSignupStore((s) => s.setSubmitting);
  const [alert, setAlert] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    field: controlled,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignupAccountInput>({
    loadResolver,
    defaultValues: {
      email: draft.email,
      name: draft.name,
      password: draft.password,
      date_of_birth: draft.date_of_birth,
      gender: (draft.gender || undefined) as SignupAccountInput['gender'],
      interest: (draft.interest || undefined) as SignupAccountInput['interest'],
    },
  });

  // Every change goes to the draft (sessionStorage), so a reload loses nothing.
  const field = (f: Field) =>
    register(f, { onChange: (e: React.ChangeEvent<HTMLInputElement>) => setDraft({ [f]: e.target.value }) });

  /** A refused signup, or a schema that did not load (then the generic message). */
  const showFailure = (err: unknown) => {
    const e = apiError(err);
    if (e.error === 'email_taken') setError('email', { message: 'email_taken' }, { shouldFocus: true });
    else if (e.error === 'signups_closed') onClosed();
    else if (e.error === 'signup_rate_limited')
      setAlert(te('signup_rate_limited', { minutes: Number(e.minutes) }));
    else if (e.error === 'invalid_input' && Array.isArray(e.issues)) {
      const issues = e.issues as { path: string; message: string }[];
      for (const issue of issues) if (isField(issue.path)) setError(issue.path, { message: issue.message });
      if (!issues.some((i) => isField(i.path))) setAlert(te('invalid'));
    } else setAlert(e.error === 'offline' ? tg('offline') : tg('generic'));
  };

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    const { target, tracking, draft: current } = useSignupStore.getState();
    setSubmitting(true);
    try {
      await signup.mutateAsync({
        ...values,
        ...(target &&
          current.signup_message.trim() && { profile_id: target.id, signup_message: current.signup_message }),
        // The URL's own parameters too: a quick submit may come before the modal stored them.
        tracking: { ...tracking, ...trackingFromQuery(new URLSearchParams(window.location.search)) },
        locale: isLocale(locale) ? locale : undefined,
        country: settings.geoip_selected_country,
      });
      onSignedUp();
    } catch (err) {
      showFailure(err);
    } finally {
      setSubmitting(false);
    }
  }, showFailure);

  const invalid = (f: Field) => ({
    'aria-invalid': Boolean(errors[f]),
    'aria-describedby': errors[f] ? `signup-${f}-error` : undefined,
  });
  const cls = (f: Field) => `form-control ${errors[f] ? 'is-invalid' : ''}`;
  const dob = controlled('date_of_birth');

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label={t('label')}>
      {alert && (
        <div className="alert alert-danger" role="alert">
          {alert}
        </div>
      )}
      <div className="mb-3">
        <label htmlFor="signup-email" className="form-label">
          {t('email')}
        </label>
        <input
          id="signup-email"
          type="email"
          autoComplete="email"
          className={cls('email')}
          {...invalid('email')}
          {...field('email')}
        />
        {errors.email?.message === 'email_taken' ? (
          <div id="signup-email-error" className="invalid-feedback d-block" role="alert">
            {te.rich('email_taken', {
              login: (chunks) => (
                <Link href="/login" onClick={onGoToLogin}>
                  {chunks}
                </Link>
              ),
              reset: (chunks) => (
                <Link href="/reset-password" onClick={onGoToLogin}>
                  {chunks}
                </Link>
              ),
            })}
          </div>
        ) : (
          <FieldError id="signup-email-error" code={errors.email?.message} />
        )}
      </div>
      <div className="mb-3">
        <label htmlFor="signup-name" className="form-label">
          {t('name')}
        </label>
        <input
          id="signup-name"
          autoComplete="username"
          className={cls('name')}
          {...invalid('name')}
          {...field('name')}
        />
        <div className="form-text">{t('nameHint')}</div>
        <FieldError id="signup-name-error" code={errors.name?.message} />
      </div>
      <div className="mb-3">
        <label htmlFor="signup-password" className="form-label">
          {t('password')}
        </label>
        <div className="input-group has-validation">
          <input
            id="signup-password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="new-password"
            className={cls('password')}
            {...invalid('password')}
            {...field('password')}
          />
          <button
            type="button"
            className="btn btn-outline-secondary"
            aria-pressed={showPassword}
            onClick={() => setShowPassword((v) => !v)}
          >
            {showPassword ? (
              <Icon name="eye-slash" aria-hidden="true" />
            ) : (
              <Icon name="eye" aria-hidden="true" />
            )}
            <span className="visually-hidden">{showPassword ? t('hidePassword') : t('showPassword')}</span>
          </button>
        </div>
        <FieldError id="signup-password-error" code={errors.password?.message} />
      </div>
      <DateOfBirthField
        id="signup-dob"
        legend={t('dateOfBirth')}
        value={dob.value ?? ''}
        onChange={(value) => {
          dob.onChange(value);
          setDraft({ date_of_birth: value });
        }}
        inputRef={dob.ref}
        invalid={Boolean(errors.date_of_birth)}
        describedBy={errors.date_of_birth ? 'signup-date_of_birth-error' : undefined}
      >
        <FieldError id="signup-date_of_birth-error" code={errors.date_of_birth?.message} />
      </DateOfBirthField>
      <fieldset className="mb-3" aria-describedby={errors.gender ? 'signup-gender-error' : undefined}>
        <legend className="form-label fs-6">{t('gender')}</legend>
        {genderValues.map((g) => (
          <div key={g} className="form-check form-check-inline">
            <input
              id={`signup-gender-${g}`}
              type="radio"
              value={g}
              className="form-check-input"
              {...field('gender')}
            />
            <label htmlFor={`signup-gender-${g}`} className="form-check-label">
              {t(`genders.${g}`)}
            </label>
          </div>
        ))}
        <FieldError id="signup-gender-error" code={errors.gender?.message} />
      </fieldset>
      <fieldset className="mb-3" aria-describedby={errors.interest ? 'signup-interest-error' : undefined}>
        <legend className="form-label fs-6">{t('interest')}</legend>
        {interestValues.map((i) => (
          <div key={i} className="form-check form-check-inline">
            <input
              id={`signup-interest-${i}`}
              type="radio"
              value={i}
              className="form-check-input"
              {...field('interest')}
            />
            <label htmlFor={`signup-interest-${i}`} className="form-check-label">
              {t(`interests.${i}`)}
            </label>
          </div>
        ))}
        <FieldError id="signup-interest-error" code={errors.interest?.message} />
      </fieldset>
      <p className="small text-body-secondary">
        {t.rich('terms', {
          date: formatTermsDate(termsVersionDate(settings.company.added), locale),
          terms: (chunks) => <Link href="/pages/terms">{chunks}</Link>,
          privacy: (chunks) => <Link href="/pages/privacy">{chunks}</Link>,
        })}
      </p>
      <button type="submit" className="btn btn-success btn-lg w-100" disabled={signup.isPending}>
        {signup.isPending ? t('submitting') : t('submit')}
      </button>
      <p className="text-center small mt-3 mb-0">
        {t('haveAccount')}{' '}
        <Link href="/login" onClick={onGoToLogin}>
          {t('login')}
        </Link>
      </p>
    </form>
  );
}
