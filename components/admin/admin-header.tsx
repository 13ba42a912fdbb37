import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { adminAreaPath, areasOf, type StaffRole } from '@/lib/admin/roles';
import { ClientMessages } from '@/components/i18n/client-messages';
import { SignOutButton } from './sign-out-button';

/** The console's bar: the parts this role may use, who is signed in, sign-out. */
export async function AdminHeader({ staff }: { staff: { name: string; role: StaffRole } | null }) {
  const t = await getTranslations('admin.shell');
  return (
    <header className="navbar navbar-expand bg-dark border-bottom" data-bs-theme="dark">
      <nav className="container-fluid flex-wrap gap-2" aria-label={t('navLabel')}>
        <Link className="navbar-brand" href="/admin">
          {t('brand')}
        </Link>
        {staff && (
          <>
            <ul className="navbar-nav flex-wrap me-auto">
              {areasOf(staff.role).map((area) => (
                <li className="nav-item" key={area}>
                  <Link className="nav-link" href={adminAreaPath(area)}>
                    {t(`areas.${area}`)}
                  </Link>
                </li>
              ))}
            </ul>
            <span className="navbar-text small me-2">
              {t('signedInAs', { name: staff.name, role: t(`roles.${staff.role}`) })}
            </span>
            <ClientMessages namespaces={['admin.shell']}>
              <SignOutButton />
            </ClientMessages>
          </>
        )}
      </nav>
    </header>
  );
}
