'use client';

import { useState } from 'react';
import { useForm } from '@/lib/forms/use-form';
import { lazySchemaResolver } from '@/lib/forms/schema-resolver';
import { useTranslations } from 'next-intl';
import type { ChangePasswordInput } from '@/lib/schemas/credentials';
import { PASSWORD_MIN } from '@/lib/schemas/password-limits';
import { useChangePassword } from '@/lib/api-client/credentials';
import { Field } from '@/components/recovery/field';
import { NewPasswordFields } from '@/components/recovery/new-password-fields';
import { useCredentialErrors } from '@/components/recovery/use-credential-errors';
import { OutcomeAlert, type Outcome } from '@/components/ui/outcome-alert';

const empty: ChangePasswordInput = { old_password: '', password: '', password_confirm: '' };

// The schema loads after the page (issue 10): validation runs on submit only.
const loadResolver = lazySchemaResolver<ChangePasswordInput>(() =>
  import('@/lib/schemas/credentials').then((m) => m.changePasswordSchema),
);

/** Settings → change password ("Check old password"; the new passwords must match). */
export function ChangePasswordForm() {
  const t = useTranslations('settings');
  const errors = useCredentialErrors();
  const change = useChangePassword();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm<ChangePasswordInput>({
    loadResolver,
    defaultValues: empty,
  });
  const fieldError = form.formState.errors;

  /** A refused change, or a schema that did not load (then the generic message). */
  const showFailure = (err: unknown) => {
    const text = errors.request(err, { old_password_wrong: () => t('errors.old_password_wrong') });
    setOutcome({ ok: false, text: text ?? '' });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await change.mutateAsync(values);
      form.reset(empty);
      setOutcome({ ok: true, text: t('passwordChanged') });
    } catch (err) {
      showFailure(err);
    }
  }, showFailure);

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-labelledby="settings-password-title">
      <OutcomeAlert outcome={outcome} />
      <Field
        id="settings-old-password"
        label={t('oldPassword')}
        type="password"
        autoComplete="current-password"
        registration={form.register('old_password')}
        error={errors.field(fieldError.old_password?.message)}
      />
      <NewPasswordFields
        idPrefix="settings-new"
        register={form.register}
        errors={fieldError}
        labels={{
          password: t('newPassword'),
          confirm: t('newPasswordConfirm'),
          hint: t('passwordHint', { min: PASSWORD_MIN }),
        }}
      />
      <button type="submit" className="btn btn-primary" disabled={change.isPending}>
        {change.isPending ? t('saving') : t('passwordSave')}
      </button>
    </form>
  );
}
