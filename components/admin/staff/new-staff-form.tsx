'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { adminFetch, AdminApiError } from '@/lib/api-client/admin';
import { useAdminError } from '@/components/admin/use-admin-error';
import { STAFF_ROLES } from '@/lib/admin/roles';
import type { StaffSecrets } from '@/lib/schemas/admin-staff';
import { StaffSecretsPanel } from './staff-secrets';

type Props = { sites: { id: number; name: string }[] };

/** A new staff account: e-mail, name, role, sites (none ticked: every site). */
export function NewStaffForm({ sites }: Props) {
  const t = useTranslations('admin.staff');
  const tr = useTranslations('admin.shell.roles');
  const errorText = useAdminError();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [secrets, setSecrets] = useState<StaffSecrets | null>(null);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formEl = e.currentTarget;
    const form = new FormData(formEl);
    const siteIds = form.getAll('siteIds').map(Number);
    setBusy(true);
    setError(null);
    try {
      const made = await adminFetch<StaffSecrets>('/api/admin/staff', {
        method: 'POST',
        body: {
          email: String(form.get('email') ?? ''),
          name: String(form.get('name') ?? ''),
          role: form.get('role'),
          siteIds: siteIds.length ? siteIds : null,
        },
      });
      setSecrets(made);
      formEl.reset();
      router.refresh();
    } catch (err) {
      setError(err instanceof AdminApiError && err.code === 'invalid_input' ? t('invalid') : errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {secrets && <StaffSecretsPanel secrets={secrets} onDone={() => setSecrets(null)} />}
      <form
        onSubmit={onSubmit}
        noValidate
        className="row g-2 align-items-end"
        aria-labelledby="new-staff-heading"
      >
        {error && (
          <div className="col-12">
            <div className="alert alert-danger mb-0" role="alert">
              {error}
            </div>
          </div>
        )}
        <div className="col-12 col-md-3">
          <label className="form-label" htmlFor="staff-email">
            {t('email')}
          </label>
          <input
            id="staff-email"
            name="email"
            type="email"
            className="form-control"
            required
            autoComplete="off"
          />
        </div>
        <div className="col-12 col-md-3">
          <label className="form-label" htmlFor="staff-name">
            {t('name')}
          </label>
          <input
            id="staff-name"
            name="name"
            className="form-control"
            required
            maxLength={80}
            autoComplete="off"
          />
        </div>
        <div className="col-12 col-md-2">
          <label className="form-label" htmlFor="staff-role">
            {t('role')}
          </label>
          <select id="staff-role" name="role" className="form-select" defaultValue="operator">
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {tr(r)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="col-12 col-md-4">
          <legend className="form-label fs-6 mb-1">{t('sites')}</legend>
          {sites.map((s) => (
            <div className="form-check form-check-inline" key={s.id}>
              <input
                id={`staff-site-${s.id}`}
                name="siteIds"
                value={s.id}
                type="checkbox"
                className="form-check-input"
              />
              <label className="form-check-label" htmlFor={`staff-site-${s.id}`}>
                {s.name}
              </label>
            </div>
          ))}
          <div className="form-text">{t('sitesHelp')}</div>
        </fieldset>
        <div className="col-auto">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('create')}
          </button>
        </div>
      </form>
    </>
  );
}
