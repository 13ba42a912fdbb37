'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';

type Props = { hosts: string[]; onChange: (hosts: string[]) => void; error?: string };

/**
 * The host names that reach this site: add and remove. The last one cannot be removed (the
 * server refuses it too); a host another site has is refused on save.
 */
export function HostsEditor({ hosts, onChange, error }: Props) {
  const t = useTranslations('admin.sites');
  const [draft, setDraft] = useState('');
  const add = () => {
    const host = draft.trim().toLowerCase();
    if (host && !hosts.includes(host)) onChange([...hosts, host]);
    setDraft('');
  };
  return (
    <div>
      <ul className="list-group mb-2" aria-label={t('hostsList')}>
        {hosts.map((h) => (
          <li key={h} className="list-group-item d-flex align-items-center justify-content-between gap-2">
            <span className="font-monospace">{h}</span>
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              disabled={hosts.length === 1}
              onClick={() => onChange(hosts.filter((x) => x !== h))}
              aria-label={t('removeHost', { host: h })}
            >
              {t('remove')}
            </button>
          </li>
        ))}
      </ul>
      {hosts.length === 1 && <p className="form-text mt-0">{t('lastHost')}</p>}
      <div className="input-group" style={{ maxWidth: 480 }}>
        <label className="visually-hidden" htmlFor="site-new-host">
          {t('newHost')}
        </label>
        <input
          id="site-new-host"
          className={`form-control${error ? ' is-invalid' : ''}`}
          placeholder={t('newHostPlaceholder')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          aria-describedby={error ? 'site-hosts-error' : undefined}
          aria-invalid={error ? true : undefined}
        />
        <button type="button" className="btn btn-outline-primary" onClick={add}>
          {t('addHost')}
        </button>
      </div>
      {error && (
        <div id="site-hosts-error" className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
