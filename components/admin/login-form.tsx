'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { adminFetch } from '@/lib/api-client/admin';
import { useAdminError } from './use-admin-error';

/** E-mail, password and the authenticator app's six-digit code: all three or nothing. */
export function AdminLoginForm() {
  const t = useTranslations('admin.login');
  const errorText = useAdminError();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await adminFetch('/api/admin/session', {
        method: 'POST',
        body: { email: form.get('email'), password: form.get('password'), code: form.get('code') },
      });
      router.replace('/admin');
      router.refresh();
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate>
      {error && (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      )}
      <div className="mb-3">
        <label className="form-label" htmlFor="admin-email">
          {t('email')}
        </label>
        <input
          id="admin-email"
          name="email"
          type="email"
          className="form-control"
          autoComplete="username"
          required
        />
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor="admin-password">
          {t('password')}
        </label>
        <input
          id="admin-password"
          name="password"
          type="password"
          className="form-control"
          autoComplete="current-password"
          required
        />
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor="admin-code">
          {t('code')}
        </label>
        <input
          id="admin-code"
          name="code"
          className="form-control"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          aria-describedby="admin-code-help"
          required
        />
        <div id="admin-code-help" className="form-text">
          {t('codeHelp')}
        </div>
      </div>
      <button type="submit" className="btn btn-primary w-100" disabled={busy}>
        {t('submit')}
      </button>
    </form>
  );
}
