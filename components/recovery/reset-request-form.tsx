'use client';

import { useState } from 'react';
import { useForm } from '@/lib/forms/use-form';
import { lazySchemaResolver } from '@/lib/forms/schema-resolver';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useRequestPasswordReset } from '@/lib/api-client/credentials';
import { Field } from './field';
import { useCredentialErrors } from './use-credential-errors';

type Values = { email: string };

// The schema loads after the page (issue 10): validation runs on submit only.
const loadResolver = lazySchemaResolver<Values>(() =>
  import('@/lib/schemas/credentials').then((m) => m.resetRequestSchema),
);

/**
 * /reset-password: asks for the account's address and mails a reset link. The answer is the
 * same whether an account exists or not ("if an account exists, we sent a link"), so the form
 * tells nobody which addresses are members.
 */
export function ResetRequestForm({ hours }: { hours: number }) {
  const t = useTranslations('resetPassword');
  const te = useTranslations('errors');
  const errors = useCredentialErrors();
  const request = useRequestPasswordReset();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Values>({
    loadResolver,
    defaultValues: { email: '' },
  });

  /** A refused request, or a schema that did not load (then the generic message). */
  const showFailure = (err: unknown) => {
    setFailure(
      errors.request(err, {
        reset_limit: () => t('errors.reset_limit'),
        reset_throttled: (d) => te('reset_throttled', { minutes: Number(d.minutes) }),
      }) ?? null,
    );
  };

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await request.mutateAsync(email);
      setSentTo(email);
    } catch (err) {
      showFailure(err);
    }
  }, showFailure);

  if (sentTo) {
    return (
      <div className="alert alert-success" role="status">
        {t('sent', { email: sentTo, hours })}
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      <Field
        id="reset-email"
        label={t('email')}
        type="email"
        autoComplete="email"
        registration={form.register('email')}
        error={errors.field(form.formState.errors.email?.message)}
      />
      <button type="submit" className="btn btn-primary w-100" disabled={request.isPending}>
        {request.isPending ? t('submitting') : t('submit')}
      </button>
      <p className="mt-3 small">
        <Link href="/login">{t('backToLogin')}</Link>
      </p>
    </form>
  );
}
