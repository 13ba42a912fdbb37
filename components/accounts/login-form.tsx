'use client';

import { useState } from 'react';
import { useForm } from '@/lib/forms/use-form';
import { lazySchemaResolver } from '@/lib/forms/schema-resolver';
import { Link } from '@/lib/i18n/navigation';
import { useLogin } from '@/lib/api-client/login';
import { apiError } from '@/lib/api-client/api-error';
import { apiErrorText } from '@/lib/i18n/api-error-texts';
import { Icon } from '@/components/ui/icon';
import type { LoginTexts } from './login-texts';

type Values = { email: string; password: string };

// The schema loads after the page (issue 10): validation runs on submit only.
const loadResolver = lazySchemaResolver<Values>(() =>
  import('@/lib/schemas/user').then((m) => m.loginSchema),
);

type Props = {
  /** Translated on the server (login-texts.ts). */
  texts: LoginTexts;
  onLoggedIn?: () => void;
};

export function LoginForm({ texts: t, onLoggedIn }: Props) {
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);
  const [banned, setBanned] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ loadResolver, defaultValues: { email: '', password: '' } });

  /** A failed login, or a schema that did not load (then the generic message). */
  const showFailure = (err: unknown) => {
    if (apiError(err).error === 'account_banned') setBanned(true);
    else setError(apiErrorText(err, t.errors));
  };

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    setBanned(false);
    try {
      await login.mutateAsync(values);
      // A full load lets proxy.ts apply the member's saved language to the next page.
      if (onLoggedIn) onLoggedIn();
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load on purpose (above)
      else window.location.assign('/');
    } catch (err) {
      showFailure(err);
    }
  }, showFailure);

  const invalid = Boolean(errors.email || errors.password);

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-describedby={error || banned ? 'login-error' : undefined}
    >
      {banned && (
        <div id="login-error" className="alert alert-danger" role="alert">
          {t.banned} <Link href="/pages/ban">{t.bannedLink}</Link>
        </div>
      )}
      {(error || invalid) && (
        <div id="login-error" className="alert alert-danger" role="alert">
          {error ?? t.required}
        </div>
      )}
      <div className="mb-3">
        <label htmlFor="login-email" className="form-label">
          {t.email}
        </label>
        <input
          id="login-email"
          type="email"
          autoComplete="email"
          className={`form-control ${errors.email ? 'is-invalid' : ''}`}
          aria-invalid={Boolean(errors.email)}
          {...register('email')}
        />
      </div>
      <div className="mb-3">
        <label htmlFor="login-password" className="form-label">
          {t.password}
        </label>
        <div className="input-group">
          <input
            id="login-password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            className={`form-control ${errors.password ? 'is-invalid' : ''}`}
            aria-invalid={Boolean(errors.password)}
            {...register('password')}
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
            <span className="visually-hidden">{showPassword ? t.hidePassword : t.showPassword}</span>
          </button>
        </div>
      </div>
      <button type="submit" className="btn btn-primary w-100" disabled={login.isPending}>
        {login.isPending ? t.submitting : t.submit}
      </button>
      <div className="d-flex justify-content-between mt-3 small">
        <Link href="/reset-password">{t.forgot}</Link>
        <span>
          {t.noAccount} <Link href="/signup">{t.signup}</Link>
        </span>
      </div>
    </form>
  );
}
