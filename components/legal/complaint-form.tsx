'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { useCurrentUser } from '@/lib/session/page-session';
import { useSubmitComplaint } from '@/lib/api-client/complaints';
import { apiErrorText, fill } from '@/lib/i18n/api-error-texts';
import { useCurrentLocale } from '@/lib/i18n/shell';
import { cachedLoader, loadWithRetry } from '@/lib/forms/lazy-load';
import type { ComplaintResult } from '@/lib/schemas/complaint';
import { COMPLAINT_REASONS, COMPLAINT_TEXT_MAX } from '@/lib/schemas/complaint-reasons';
import type { ComplaintTexts } from './complaint-texts';

type Props = {
  /** Translated on the server (complaint-texts.ts). */
  texts: ComplaintTexts;
  profileId?: number;
  conversationId?: number;
};
type Field = 'reason' | 'text' | 'email' | 'name';

// The schema loads after the page (issue 10): from the mount on, and a submit waits for it.
const loadSchema = cachedLoader(() => import('@/lib/schemas/complaint').then((m) => m.complaintSchema));

/** The /complaints form: reason, text, and for visitors name and e-mail; then the confirmation. */
export function ComplaintForm({ texts: t, profileId, conversationId }: Props) {
  const locale = useCurrentLocale();
  const user = useCurrentUser();
  const submit = useSubmitComplaint();
  const [values, setValues] = useState({ reason: '', text: '', email: '', name: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<ComplaintResult | null>(null);

  useEffect(() => {
    // A failure here waits for the submit, which tries again.
    loadSchema().catch(() => undefined);
  }, []);

  const set = (field: Field) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setAlert(null);
    let complaintSchema: Awaited<ReturnType<typeof loadSchema>>;
    try {
      complaintSchema = await loadWithRetry(loadSchema);
    } catch (err) {
      // Did not load (twice): the generic message, as for a failed request; the values stay.
      setAlert(apiErrorText(err, t.errors));
      return;
    }
    const parsed = complaintSchema.safeParse({
      reason: values.reason || undefined,
      text: values.text,
      email: user ? undefined : values.email,
      name: user ? undefined : values.name || undefined,
      profile_id: profileId,
      conversation_id: conversationId,
      locale,
    });
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    if (!user && !values.email.trim()) found.email = 'email_required';
    setErrors(found);
    if (!parsed.success || Object.keys(found).length) return;
    try {
      setDone(await submit.mutateAsync(parsed.data));
    } catch (err) {
      setAlert(apiErrorText(err, t.errors));
    }
  }

  if (done) {
    return (
      <div className="alert alert-success" role="status" data-testid="complaint-sent">
        <h2 className="h5">{t.sentTitle}</h2>
        <p className="mb-0">{fill(t.sentBody, { id: done.id })}</p>
      </div>
    );
  }

  const invalid = (field: Field) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `complaint-${field}-error` } : {};
  const error = (field: Field) =>
    errors[field] ? (
      <div id={`complaint-${field}-error`} className="invalid-feedback d-block">
        {t.errors[errors[field]] ?? t.errors.generic}
      </div>
    ) : null;

  return (
    <form onSubmit={onSubmit} noValidate>
      {alert && (
        <div className="alert alert-danger" role="alert">
          {alert}
        </div>
      )}
      <div className="mb-3">
        <label htmlFor="complaint-reason" className="form-label">
          {t.reason}
        </label>
        <select
          id="complaint-reason"
          className="form-select"
          value={values.reason}
          onChange={set('reason')}
          {...invalid('reason')}
        >
          <option value="">{t.choose}</option>
          {COMPLAINT_REASONS.map((r) => (
            <option key={r} value={r}>
              {t.reasons[r]}
            </option>
          ))}
        </select>
        {error('reason')}
      </div>
      <div className="mb-3">
        <label htmlFor="complaint-text" className="form-label">
          {t.text}
        </label>
        <textarea
          id="complaint-text"
          className="form-control"
          rows={6}
          maxLength={COMPLAINT_TEXT_MAX}
          value={values.text}
          onChange={set('text')}
          aria-describedby={errors.text ? 'complaint-text-error' : 'complaint-text-help'}
          aria-invalid={errors.text ? true : undefined}
        />
        <div id="complaint-text-help" className="form-text">
          {t.textHelp}
        </div>
        {error('text')}
      </div>
      {!user && (
        <>
          <div className="mb-3">
            <label htmlFor="complaint-name" className="form-label">
              {t.name}
            </label>
            <input
              id="complaint-name"
              className="form-control"
              autoComplete="name"
              value={values.name}
              onChange={set('name')}
              {...invalid('name')}
            />
            {error('name')}
          </div>
          <div className="mb-3">
            <label htmlFor="complaint-email" className="form-label">
              {t.email}
            </label>
            <input
              id="complaint-email"
              type="email"
              className="form-control"
              autoComplete="email"
              value={values.email}
              onChange={set('email')}
              aria-describedby={errors.email ? 'complaint-email-error' : 'complaint-email-help'}
              aria-invalid={errors.email ? true : undefined}
            />
            <div id="complaint-email-help" className="form-text">
              {t.emailHelp}
            </div>
            {error('email')}
          </div>
        </>
      )}
      <button type="submit" className="btn btn-primary" disabled={submit.isPending}>
        {submit.isPending ? t.sending : t.submit}
      </button>
    </form>
  );
}
