'use client';

import { useState } from 'react';
import { useSettings } from '@/lib/session/page-session';
import { useForm, type Resolver } from '@/lib/forms/use-form';
import { lazySchemaResolver } from '@/lib/forms/schema-resolver';
import { useTranslations } from 'next-intl';
import { useSignupStore, type SignupTargetProfile } from '@/stores/signup-store';
import { FieldError } from './field-error';
import { Icon } from '@/components/ui/icon';

type Values = { signup_message: string };

// The schema loads after the page (issue 10): one loader per message_length, so every render
// passes the same function and the schema is built once.
const loaders = new Map<number, () => Promise<Resolver<Values>>>();
function resolverLoader(max: number) {
  let load = loaders.get(max);
  if (!load) {
    load = lazySchemaResolver<Values>(() =>
      import('@/lib/schemas/signup').then((m) => m.signupMessageSchemaFor(max)),
    );
    loaders.set(max, load);
  }
  return load;
}

/** The message step: the visitor writes to the member they came from; it is sent once the account exists. */
export function MessageStep({ target, onNext }: { target: SignupTargetProfile; onNext: () => void }) {
  const t = useTranslations('signup.message');
  const tg = useTranslations('errors');
  const settings = useSettings();
  const initial = useSignupStore((s) => s.draft.signup_message);
  const setDraft = useSignupStore((s) => s.setDraft);
  const max = settings.message_length;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    loadResolver: resolverLoader(max),
    defaultValues: { signup_message: initial },
  });
  const [length, setLength] = useState(initial.length);
  // The step sends nothing itself: its one failure is a schema that did not load (twice).
  const [loadFailed, setLoadFailed] = useState(false);

  const onSubmit = handleSubmit(
    (values) => {
      setLoadFailed(false);
      setDraft({ signup_message: values.signup_message });
      onNext();
    },
    () => setLoadFailed(true),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('label')}>
      {loadFailed && (
        <div className="alert alert-danger" role="alert">
          {tg('generic')}
        </div>
      )}
      <div className="d-flex align-items-center gap-3 mb-3">
        {target.main_image ? (
          // eslint-disable-next-line @next/next/no-img-element -- a sized thumbnail from the CDN prefix
          <img
            src={`${settings.cdn_prefix}${target.main_image.thumb_filename}`}
            alt=""
            width={64}
            height={64}
            className="rounded-circle object-fit-cover"
          />
        ) : (
          <Icon name="person-circle" className="fs-1 text-secondary" aria-hidden="true" />
        )}
        <p className="mb-0">{t('intro', { name: target.name })}</p>
      </div>
      <label htmlFor="signup-message" className="form-label">
        {t('field', { name: target.name })}
      </label>
      <textarea
        id="signup-message"
        rows={4}
        className={`form-control ${errors.signup_message ? 'is-invalid' : ''}`}
        aria-invalid={Boolean(errors.signup_message)}
        aria-describedby={`signup-message-count${errors.signup_message ? ' signup-message-error' : ''}`}
        {...register('signup_message', {
          onChange: (e: React.ChangeEvent<HTMLTextAreaElement>) => {
            setDraft({ signup_message: e.target.value });
            setLength(e.target.value.length);
          },
        })}
      />
      <div id="signup-message-count" className="form-text text-end">
        {t('count', { count: length, max })}
      </div>
      <FieldError id="signup-message-error" code={errors.signup_message?.message} max={max} />
      <p className="small text-body-secondary mt-2">{t('free')}</p>
      <button type="submit" className="btn btn-primary w-100">
        {t('next')}
      </button>
    </form>
  );
}
