'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { adminFetch, AdminApiError } from '@/lib/api-client/admin';
import { useAdminError } from '@/components/admin/use-admin-error';

type Props = { sites: { id: number; name: string }[] };

/**
 * "New site like: …": a white-label owner starts a domain from one that runs: its settings,
 * packages and prices are copied; the name and the first host are new. Opens the new site's form.
 */
export function NewSiteForm({ sites }: Props) {
  const t = useTranslations('admin.sites');
  const errorText = useAdminError();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const res = await adminFetch<{ site: { id: number } }>('/api/admin/sites', {
        method: 'POST',
        body: {
          fromSiteId: Number(form.get('fromSiteId')),
          name: String(form.get('name') ?? ''),
          host: String(form.get('host') ?? ''),
        },
      });
      router.push(`/admin/sites/${res.site.id}`);
    } catch (err) {
      setError(
        err instanceof AdminApiError && err.code === 'invalid_input' ? t('newSiteInvalid') : errorText(err),
      );
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="row g-2 align-items-end"
      aria-labelledby="new-site-heading"
    >
      {error && (
        <div className="col-12">
          <div className="alert alert-danger mb-0" role="alert">
            {error}
          </div>
        </div>
      )}
      <div className="col-12 col-md-4">
        <label className="form-label" htmlFor="new-site-from">
          {t('newSiteFrom')}
        </label>
        <select id="new-site-from" name="fromSiteId" className="form-select" required>
          {sites.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <div className="col-12 col-md-3">
        <label className="form-label" htmlFor="new-site-name">
          {t('fields.name')}
        </label>
        <input id="new-site-name" name="name" className="form-control" required maxLength={80} />
      </div>
      <div className="col-12 col-md-3">
        <label className="form-label" htmlFor="new-site-host">
          {t('newSiteHost')}
        </label>
        <input
          id="new-site-host"
          name="host"
          className="form-control"
          required
          placeholder={t('newHostPlaceholder')}
        />
      </div>
      <div className="col-auto">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('create')}
        </button>
      </div>
    </form>
  );
}
