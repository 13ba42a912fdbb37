'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { adminFetch, type AdminRequest } from '@/lib/api-client/admin';
import { useAdminError } from '../use-admin-error';
import { toCents } from './money-input';

/** A form's submit: the request, then the page again; the error in the form's own alert. */
function useSubmit() {
  const errorText = useAdminError();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(path: string, request: AdminRequest, form: HTMLFormElement) {
    setBusy(true);
    setError(null);
    try {
      await adminFetch(path, request);
      form.reset();
      router.refresh();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }
  return { error, setError, busy, submit };
}

function ErrorAlert({ error }: { error: string | null }) {
  return error ? (
    <div className="alert alert-danger" role="alert">
      {error}
    </div>
  ) : null;
}

/** Sets the site's direct-debit limit, or one member's own limit. */
export function LimitForm({ siteId }: { siteId: number }) {
  const t = useTranslations('admin.orders');
  const { error, setError, busy, submit } = useSubmit();
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const max = toCents(String(form.get('max') ?? ''));
    if (max === null || Number.isNaN(max)) return setError(t('amountFormat'));
    const member = String(form.get('member') ?? '')
      .trim()
      .replace(/^#/, '');
    await submit(
      '/api/admin/direct-debit',
      {
        method: 'PUT',
        body: {
          site_id: siteId,
          user_id: member ? Number(member) : null,
          max_cents: max,
          period_days: Number(form.get('days')),
        },
      },
      e.currentTarget,
    );
  }
  return (
    <form
      onSubmit={onSubmit}
      className="card card-body mb-3"
      aria-labelledby="limit-form-title"
      data-testid="limit-form"
    >
      <h3 id="limit-form-title" className="h6">
        {t('limitFormTitle')}
      </h3>
      <ErrorAlert error={error} />
      <div className="row g-2 align-items-end">
        <div className="col-sm-3">
          <label className="form-label" htmlFor="limit-member">
            {t('limitMember')}
          </label>
          <input
            id="limit-member"
            name="member"
            inputMode="numeric"
            pattern="#?[0-9]{1,9}"
            className="form-control"
            aria-describedby="limit-member-help"
          />
          <div id="limit-member-help" className="form-text">
            {t('limitMemberHelp')}
          </div>
        </div>
        <div className="col-sm-3">
          <label className="form-label" htmlFor="limit-max">
            {t('limitMax')}
          </label>
          <input id="limit-max" name="max" inputMode="decimal" required className="form-control" />
        </div>
        <div className="col-sm-2">
          <label className="form-label" htmlFor="limit-days">
            {t('limitDays')}
          </label>
          <input
            id="limit-days"
            name="days"
            type="number"
            min={1}
            max={365}
            defaultValue={30}
            required
            className="form-control"
          />
        </div>
        <div className="col-sm-2">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('limitSave')}
          </button>
        </div>
      </div>
    </form>
  );
}

/** Adds an IBAN, a mobile number or a member to the block list of the site (or every site). */
export function BlockForm({ siteId, everySite }: { siteId: number; everySite: boolean }) {
  const t = useTranslations('admin.orders');
  const { error, busy, submit } = useSubmit();
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    await submit(
      '/api/admin/payment-blocks',
      {
        method: 'POST',
        body: {
          site_id: form.get('all') === 'on' ? null : siteId,
          kind: String(form.get('kind')),
          value: String(form.get('value') ?? ''),
          reason: String(form.get('reason') ?? ''),
        },
      },
      e.currentTarget,
    );
  }
  return (
    <form
      onSubmit={onSubmit}
      className="card card-body mb-3"
      aria-labelledby="block-form-title"
      data-testid="block-form"
    >
      <h3 id="block-form-title" className="h6">
        {t('blockFormTitle')}
      </h3>
      <ErrorAlert error={error} />
      <div className="row g-2 align-items-end">
        <div className="col-sm-2">
          <label className="form-label" htmlFor="block-kind">
            {t('blockKind')}
          </label>
          <select id="block-kind" name="kind" className="form-select">
            {(['iban', 'mobile', 'user'] as const).map((k) => (
              <option key={k} value={k}>
                {t(`blockKinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-sm-3">
          <label className="form-label" htmlFor="block-value">
            {t('blockValue')}
          </label>
          <input
            id="block-value"
            name="value"
            required
            maxLength={64}
            className="form-control"
            aria-describedby="block-value-help"
          />
          <div id="block-value-help" className="form-text">
            {t('blockValueHelp')}
          </div>
        </div>
        <div className="col-sm-3">
          <label className="form-label" htmlFor="block-reason">
            {t('blockReason')}
          </label>
          <input id="block-reason" name="reason" maxLength={300} className="form-control" />
        </div>
        {everySite && (
          <div className="col-sm-2 form-check ms-2">
            <input id="block-all" name="all" type="checkbox" className="form-check-input" />
            <label className="form-check-label" htmlFor="block-all">
              {t('blockEverySite')}
            </label>
          </div>
        )}
        <div className="col-sm-1">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('blockAdd')}
          </button>
        </div>
      </div>
    </form>
  );
}
