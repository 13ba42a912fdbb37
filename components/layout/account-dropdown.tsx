'use client';

import { Link } from '@/lib/i18n/navigation';
import { useCurrentLocale, useShellTexts } from '@/lib/i18n/shell';
import { localizePath } from '@/lib/i18n/localize-path';
import { Icon } from '@/components/ui/icon';
import { NavMenu } from './nav-menu';

export function AccountDropdown({ name }: { name: string }) {
  const t = useShellTexts().member;
  const locale = useCurrentLocale();

  const onLogout = async () => {
    try {
      const { logout } = await import('@/lib/api-client/logout');
      await logout();
    } catch {
      // The home page shows whether the session ended; the member can log out again there.
    }
    // A full load, as after logging in: the visitor's home page, nothing of the member's left in
    // this tab's memory (their chats, likes and messages in the query cache).
    window.location.assign(localizePath('/', locale));
  };

  return (
    <NavMenu
      id="account-dropdown"
      title={
        <>
          <Icon name="person-circle" className="me-1" aria-hidden="true" />
          <span className="visually-hidden">{t.account}: </span>
          {name}
        </>
      }
    >
      <Link href="/profile" className="dropdown-item">
        {t.myProfile}
      </Link>
      <Link href="/settings" className="dropdown-item">
        {t.settings}
      </Link>
      <hr className="dropdown-divider" role="separator" />
      <button type="button" className="dropdown-item" onClick={() => void onLogout()}>
        {t.logout}
      </button>
    </NavMenu>
  );
}
