'use client';

import { useTranslations } from 'next-intl';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { useLogout } from '@/lib/api-client/user';
import { Icon } from '@/components/ui/icon';
import { NavMenu } from './nav-menu';

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
    <NavMenu
      id="account-dropdown"
      title={
        <>
          <Icon name="person-circle" className="me-1" aria-hidden="true" />
          <span className="visually-hidden">{t('account')}: </span>
          {name}
        </>
      }
    >
      <Link href="/profile" className="dropdown-item">
        {t('myProfile')}
      </Link>
      <Link href="/settings" className="dropdown-item">
        {t('settings')}
      </Link>
      <hr className="dropdown-divider" role="separator" />
      <button type="button" className="dropdown-item" onClick={() => void onLogout()}>
        {t('logout')}
      </button>
    </NavMenu>
  );
}
