'use client';

import { useTranslations } from 'next-intl';
import type { StaffSecrets } from '@/lib/schemas/admin-staff';

/**
 * Shown once, right after the account was made or its TOTP reset: the server keeps only the
 * password's hash, and nothing in the console shows the secret again.
 */
export function StaffSecretsPanel({ secrets, onDone }: { secrets: StaffSecrets; onDone: () => void }) {
  const t = useTranslations('admin.staff');
  return (
    <div className="alert alert-warning" role="status" aria-live="polite" data-testid="staff-secrets">
      <h3 className="h6">{t('secretsTitle', { email: secrets.email })}</h3>
      <p className="small mb-2">{t('secretsOnce')}</p>
      <dl className="row mb-2 small">
        {secrets.password && (
          <>
            <dt className="col-sm-3">{t('password')}</dt>
            <dd className="col-sm-9 font-monospace user-select-all" data-testid="staff-password">
              {secrets.password}
            </dd>
          </>
        )}
        <dt className="col-sm-3">{t('totpSecret')}</dt>
        <dd className="col-sm-9 font-monospace user-select-all" data-testid="staff-totp-secret">
          {secrets.totpSecret}
        </dd>
        <dt className="col-sm-3">{t('totpUri')}</dt>
        <dd className="col-sm-9 font-monospace text-break user-select-all">{secrets.totpUri}</dd>
      </dl>
      {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made on the server, nothing to optimise */}
      <img
        src={secrets.qr}
        alt={t('qrAlt', { email: secrets.email })}
        width={180}
        height={180}
        className="bg-white border mb-2 d-block"
      />
      <button type="button" className="btn btn-sm btn-outline-dark" onClick={onDone}>
        {t('secretsDone')}
      </button>
    </div>
  );
}
