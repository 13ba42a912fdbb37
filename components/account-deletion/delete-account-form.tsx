'use client';

import { useState } from 'react';
import { useForm } from '@/lib/forms/use-form';
import { lazySchemaResolver } from '@/lib/forms/schema-resolver';
import { useTranslations } from 'next-intl';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { useDeleteAccount } from '@/lib/api-client/account-deletion';
import { apiError } from '@/lib/api-client/api-error';
import type { DeleteOffer } from '@/lib/schemas/account-deletion';
import { StayOffer } from './stay-offer';

const KNOWN = new Set(['password_wrong', 'offline']);

// The schema loads after the page (issue 10): validation runs on submit only.
const loadResolver = lazySchemaResolver<{ password: string }>(() =>
  import('@/lib/schemas/account-deletion').then((m) => m.deleteAccountSchema),
);

/**
 * The last step: the password confirms it; then the account is deleted and the session ends.
 * While the site's offer to stay is open, the first confirmation shows the offer instead (the
 * server records the attempt, which is what makes the offer claimable): accept it, or delete
 * anyway with the same password.
 */
export function DeleteAccountForm() {
  const t = useTranslations('deleteAccount');
  const te = useTranslations('errors');
  const router = useRouter();
  const remove = useDeleteAccount();
  const [error, setError] = useState<string | null>(null);
  const [offer, setOffer] = useState<DeleteOffer | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<{ password: string }>({
    loadResolver,
    defaultValues: { password: '' },
  });

  const submit = async (password: string, declineOffer: boolean) => {
    setError(null);
    try {
      const result = await remove.mutateAsync({ password, declineOffer });
      if (!result.deleted) {
        setOffer(result.offer);
        return;
      }
      router.replace('/account-deleted');
      router.refresh();
    } catch (err) {
      showFailure(err);
    }
  };

  /** A refused deletion, or a schema that did not load (then the generic message). */
  const showFailure = (err: unknown) => {
    const e = apiError(err);
    if (e.error === 'account_blocked' || e.error === 'login_throttled') {
      setError(te(e.error, { minutes: Number(e.minutes) }));
    } else setError(KNOWN.has(e.error) ? t(`errors.${e.error}`) : te('generic'));
  };

  const onSubmit = handleSubmit(({ password }) => submit(password, false), showFailure);

  if (offer) {
    return (
      <div aria-labelledby="delete-form-title">
        <h2 id="delete-form-title" className="h5">
          {t('confirmTitle')}
        </h2>
        <StayOffer offer={offer} />
        {error && (
          <div className="alert alert-danger" role="alert">
            {error}
          </div>
        )}
        <button
          type="button"
          className="btn btn-danger"
          disabled={remove.isPending}
          onClick={() => void submit(getValues('password'), true)}
        >
          {remove.isPending ? t('submitting') : t('deleteAnyway')}
        </button>
      </div>
    );
  }

  const fieldError = errors.password ? t('errors.required') : null;
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-labelledby="delete-form-title">
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
