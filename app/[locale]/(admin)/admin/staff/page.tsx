import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { requireStaff } from '@/lib/server/admin/page';
import { listStaffFor } from '@/lib/server/admin/staff/service';
import { listSitesFor } from '@/lib/server/admin/sites/service';
import { ClientMessages } from '@/components/i18n/client-messages';
import { NewStaffForm } from '@/components/admin/staff/new-staff-form';
import { StaffActions } from '@/components/admin/staff/staff-actions';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.staff');
  return { title: t('title') };
}

/** /admin/staff: the accounts (role, sites, last sign-in, disabled), new account, disable/enable, new TOTP. */
export default async function StaffPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const me = await requireStaff('staff', locale);
  const t = await getTranslations('admin.staff');
  const tr = await getTranslations('admin.shell.roles');
  const format = await getFormatter();
  if (me.siteIds !== null) {
    return (
      <>
        <h1 className="h3">{t('title')}</h1>
        <p role="status">{t('allSitesOnly')}</p>
      </>
    );
  }
  const [accounts, sites] = await Promise.all([listStaffFor({ staff: me }), listSitesFor(me)]);
  const siteName = new Map(sites.map((s) => [s.id, s.name]));
  const when = (d: Date | null) =>
    d ? format.dateTime(d, { dateStyle: 'medium', timeStyle: 'short' }) : t('never');
  return (
    <>
      <h1 className="h3">{t('title')}</h1>
      <p className="text-body-secondary">{t('intro')}</p>
      <section aria-labelledby="new-staff-heading" className="border rounded p-3 mb-4">
        <h2 id="new-staff-heading" className="h5">
          {t('newStaff')}
        </h2>
        <ClientMessages namespaces={['admin.staff', 'admin.shell.roles', 'admin.errors']}>
          <NewStaffForm sites={sites.map((s) => ({ id: s.id, name: s.name }))} />
        </ClientMessages>
      </section>
      {/* One provider for every row's actions (their messages once in the payload). */}
      <ClientMessages namespaces={['admin.staff', 'admin.errors']}>
        <div className="table-responsive">
          <table className="table table-sm align-middle">
            <caption className="visually-hidden">{t('title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('email')}</th>
                <th scope="col">{t('name')}</th>
                <th scope="col">{t('role')}</th>
                <th scope="col">{t('sites')}</th>
                <th scope="col">{t('lastLogin')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col">{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {accounts.map((a) => (
                <tr key={a.id} data-testid="staff-row">
                  <td>{a.email}</td>
                  <td>{a.name}</td>
                  <td>{tr(a.role as 'owner')}</td>
                  <td>
                    {a.siteIds
                      ? a.siteIds.map((id) => siteName.get(id) ?? `#${id}`).join(', ')
                      : t('allSites')}
                  </td>
                  <td>{when(a.lastLoginAt)}</td>
                  <td>
                    {a.disabledAt ? (
                      <span className="badge text-bg-danger">{t('disabled')}</span>
                    ) : (
                      <span className="badge text-bg-success">{t('active')}</span>
                    )}
                  </td>
                  <td>
                    <StaffActions
                      id={a.id}
                      email={a.email}
                      disabled={a.disabledAt !== null}
                      self={a.id === me.id}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ClientMessages>
    </>
  );
}
