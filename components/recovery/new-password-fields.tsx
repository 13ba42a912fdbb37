'use client';

import type { FieldErrors, Registration } from '@/lib/forms/use-form';
import { Field } from './field';
import { useCredentialErrors } from './use-credential-errors';

type NewPassword = { password: string; password_confirm: string };

type Props = {
  idPrefix: string;
  register: (name: keyof NewPassword) => Registration;
  errors: FieldErrors<NewPassword>;
  labels: { password: string; confirm: string; hint: string };
};

/** The new password typed twice, with the shared rule's hint: reset and settings use the same pair. */
export function NewPasswordFields({ idPrefix, register, errors, labels }: Props) {
  const messages = useCredentialErrors();
  return (
    <>
      <Field
        id={`${idPrefix}-password`}
        label={labels.password}
        type="password"
        autoComplete="new-password"
        hint={labels.hint}
        registration={register('password')}
        error={messages.field(errors.password?.message)}
      />
      <Field
        id={`${idPrefix}-password-confirm`}
        label={labels.confirm}
        type="password"
        autoComplete="new-password"
        registration={register('password_confirm')}
        error={messages.field(errors.password_confirm?.message)}
      />
    </>
  );
}
