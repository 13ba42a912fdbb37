'use client';

import { useState } from 'react';
import { useForm } from '@/lib/forms/use-form';
import { lazySchemaResolver } from '@/lib/forms/schema-resolver';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { ResetPasswordInput } from '@/lib/schemas/credentials';
import { PASSWORD_MIN } from '@/lib/schemas/password-limits';
import { useResetPassword } from '@/lib/api-client/credentials';
import { apiError } from '@/lib/api-client/api-error';
import { NewPasswordFields } from './new-password-fields';
import { useCredentialErrors } from './use-credential-errors';

// The schema loads after the page (issue 10): validation runs on submit only.
const loadResolver = lazySchemaResolver<ResetPasswordInput>(() =>
  import('@/lib/schemas/credentials').then((m) => m.resetPasswordSchema),
);

/**
 * /reset-password/do: the new password, typed twice. Success logs this browser in (the server
 * ended every other session); a full page load then shows the member's pages in their language.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('resetPassword');
  const errors = useCredentialErrors();
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [done, setDone] = useState(false);
  const form = useForm<ResetPasswordInput>({
    loadResolver,
    defaultValues: { token, password: '', password_confirm: '' },
  });

  /** A refused reset, or a schema that did not load (then the generic message). */
  const showFailure = (err: unknown) => {
    setExpired(apiError(err).error === 'link_invalid');
    setFailure(errors.request(err, { link_invalid: () => t('errors.link_invalid') }) ?? null);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await reset.mutateAsync(values);
      setDone(true);
    } catch (err) {
      showFailure(err);
    }
  }, showFailure);

  if (done) {
    return (
      <div className="alert alert-success" role="status">
        <p>{t('done')}</p>
        <button
          type="button"
          className="btn btn-primary"
          // A full load lets proxy.ts apply the member's saved language to the next page.
          // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load on purpose
          onClick={() => window.location.assign('/')}
        >
          {t('continue')}
        </button>
      </div>
    );
  }

  const fieldError = form.formState.errors;
  return (
    <form method="post" onSubmit={onSubmit} noValidate>
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
          {expired && (
            <>
              {' '}
              <Link href="/reset-password" className="alert-link">
                {t('requestNew')}
              </Link>
            </>
          )}
        </div>
      )}
      <NewPasswordFields
        idPrefix="reset"
        register={form.register}
        errors={fieldError}
        labels={{
          password: t('password'),
          confirm: t('passwordConfirm'),
          hint: t('passwordHint', { min: PASSWORD_MIN }),
        }}
      />
      <button type="submit" className="btn btn-primary w-100" disabled={reset.isPending}>
        {reset.isPending ? t('saving') : t('save')}
      </button>
    </form>
  );
}
