'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { useDeleteAccount } from '@/lib/api-client/account-deletion';
import { apiError } from '@/lib/api-client/http';
import { deleteAccountSchema } from '@/lib/schemas/account-deletion';

const KNOWN = new Set(['password_wrong', 'offline']);

/** The last step: the password confirms it; then the account is deleted and the session ends. */
export function DeleteAccountForm() {
  const t = useTranslations('deleteAccount');
  const router = useRouter();
  const remove = useDeleteAccount();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ password: string }>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await remove.mutateAsync(password);
      router.replace('/account-deleted');
      router.refresh();
    } catch (err) {
      const e = apiError(err).error;
      setError(t(`errors.${KNOWN.has(e) ? e : 'generic'}`));
    }
  });

  const fieldError = errors.password ? t('errors.required') : null;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="delete-form-title">
      <h2 id="delete-form-title" className="h5">
        {t('confirmTitle')}
      </h2>
      {error && (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      )}
      <div className="mb-3">
        <label htmlFor="delete-password" className="form-label">
          {t('passwordLabel')}
        </label>
        <input
          id="delete-password"
          type="password"
          autoComplete="current-password"
          className={`form-control ${fieldError ? 'is-invalid' : ''}`}
          aria-invalid={Boolean(fieldError)}
          aria-describedby={
            fieldError ? 'delete-password-hint delete-password-error' : 'delete-password-hint'
          }
          {...register('password')}
        />
        <div id="delete-password-hint" className="form-text">
          {t('passwordHint')}
        </div>
        {fieldError && (
          <div id="delete-password-error" className="invalid-feedback" role="alert">
            {fieldError}
          </div>
        )}
      </div>
      <div className="d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-danger" disabled={remove.isPending}>
          {remove.isPending ? t('submitting') : t('submit')}
        </button>
        <Link href="/settings" className="btn btn-outline-secondary">
          {t('back')}
        </Link>
      </div>
    </form>
  );
}
