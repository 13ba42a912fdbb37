'use client';

import { useState } from 'react';
import { useForm } from '@/lib/forms/use-form';
import { lazySchemaResolver } from '@/lib/forms/schema-resolver';
import { useTranslations } from 'next-intl';
import type { EmailChangeInput } from '@/lib/schemas/credentials';
import { useRequestEmailChange } from '@/lib/api-client/credentials';
import { Field } from '@/components/recovery/field';
import { useCredentialErrors } from '@/components/recovery/use-credential-errors';
import { OutcomeAlert, type Outcome } from '@/components/ui/outcome-alert';

// The schema loads after the page (issue 10): validation runs on submit only.
const loadResolver = lazySchemaResolver<EmailChangeInput>(() =>
  import('@/lib/schemas/credentials').then((m) => m.emailChangeSchema),
);

/**
 * Settings → change e-mail: the new address and the password. The server mails a link to the
 * new address; the address changes only when it is confirmed (/mail-change/do).
 */
export function ChangeEmailForm({ hours }: { hours: number }) {
  const t = useTranslations('settings');
  const errors = useCredentialErrors();
  const request = useRequestEmailChange();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm<EmailChangeInput>({
    loadResolver,
    defaultValues: { email: '', password: '' },
  });
  const fieldError = form.formState.errors;

  /** A refused request, or a schema that did not load (then the generic message). */
  const showFailure = (err: unknown) => {
    const text = errors.request(err, {
      password_wrong: () => t('errors.password_wrong'),
      email_duplicate: () => t('errors.email_duplicate'),
      email_unchanged: () => t('errors.email_unchanged'),
      email_change_limit: () => t('errors.email_change_limit'),
    });
    setOutcome({ ok: false, text: text ?? '' });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const { email } = await request.mutateAsync(values);
      form.reset({ email: '', password: '' });
      setOutcome({ ok: true, text: t('emailSent', { email, hours }) });
    } catch (err) {
      showFailure(err);
    }
  }, showFailure);

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-labelledby="settings-email-title">
      <OutcomeAlert outcome={outcome} />
      <Field
        id="settings-new-email"
        label={t('newEmail')}
        type="email"
        autoComplete="email"
        registration={form.register('email')}
        error={errors.field(fieldError.email?.message)}
      />
      <Field
        id="settings-email-password"
        label={t('emailPassword')}
        type="password"
        autoComplete="current-password"
        registration={form.register('password')}
        error={errors.field(fieldError.password?.message)}
      />
      <button type="submit" className="btn btn-primary" disabled={request.isPending}>
        {request.isPending ? t('sending') : t('emailSave')}
      </button>
    </form>
  );
}
