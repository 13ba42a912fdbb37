'use client';

import NavDropdown from 'react-bootstrap/NavDropdown';
import { useTranslations } from 'next-intl';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { useLogout } from '@/lib/api-client/user';
import { PersonCircle } from 'react-bootstrap-icons';

export function AccountDropdown({ name }: { name: string }) {
  const t = useTranslations('nav');
  const logout = useLogout();
  const router = useRouter();

  const onLogout = async () => {
    await logout.mutateAsync().catch(() => undefined);
    router.replace('/');
    router.refresh();
  };

  return (
    <NavDropdown
      id="account-dropdown"
      align="end"
      title={
        <>
          <PersonCircle className="me-1" aria-hidden="true" />
          <span className="visually-hidden">{t('account')}: </span>
          {name}
        </>
      }
    >
      <NavDropdown.Item as={Link} href="/profile">
        {t('myProfile')}
      </NavDropdown.Item>
      <NavDropdown.Item as={Link} href="/settings">
        {t('settings')}
      </NavDropdown.Item>
      <NavDropdown.Divider />
      <NavDropdown.Item as="button" onClick={() => void onLogout()}>
        {t('logout')}
      </NavDropdown.Item>
    </NavDropdown>
  );
}
