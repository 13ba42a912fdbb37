'use client';

import { useState } from 'react';
import { useForm } from '@/lib/forms/use-form';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { useTranslations } from 'next-intl';
import { changePasswordSchema, PASSWORD_MIN, type ChangePasswordInput } from '@/lib/schemas/credentials';
import { useChangePassword } from '@/lib/api-client/credentials';
import { Field } from '@/components/recovery/field';
import { NewPasswordFields } from '@/components/recovery/new-password-fields';
import { useCredentialErrors } from '@/components/recovery/use-credential-errors';
import { OutcomeAlert, type Outcome } from '@/components/ui/outcome-alert';

const empty: ChangePasswordInput = { old_password: '', password: '', password_confirm: '' };

/** Settings → change password ("Check old password"; the new passwords must match). */
export function ChangePasswordForm() {
  const t = useTranslations('settings');
  const errors = useCredentialErrors();
  const change = useChangePassword();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm<ChangePasswordInput>({
    resolver: schemaResolver(changePasswordSchema),
    defaultValues: empty,
  });
  const fieldError = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await change.mutateAsync(values);
      form.reset(empty);
      setOutcome({ ok: true, text: t('passwordChanged') });
    } catch (err) {
      const text = errors.request(err, { old_password_wrong: () => t('errors.old_password_wrong') });
      setOutcome({ ok: false, text: text ?? '' });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="settings-password-title">
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
