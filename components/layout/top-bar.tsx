'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useSettings } from '@/lib/api-client/settings';
import { useCurrentUser } from '@/lib/api-client/user';
import { useNewLikesTotal, useUnreadTotal } from '@/lib/api-client/totals';
import { creditsBadgeVariant } from '@/lib/utils/badges';
import { CountBadge } from '@/components/ui/count-badge';
import { AccountDropdown } from './account-dropdown';
import { BackButton } from './back-button';
import { LanguageDropdown } from './language-dropdown';
import { SignupLink } from '@/components/signup/signup-link';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/lib/ui/icon-names';

type NavIconLinkProps = { href: string; icon: IconName; label: string; children?: React.ReactNode };

function NavIconLink({ href, icon, label, children }: NavIconLinkProps) {
  return (
    <Link href={href} className="nav-link position-relative px-2">
      <Icon name={icon} className="me-1" aria-hidden="true" />
      <span>{label}</span>
      {children}
    </Link>
  );
}

export function TopBar() {
  const t = useTranslations('nav');
  const settings = useSettings();
  const user = useCurrentUser();
  const unread = useUnreadTotal();
  const newLikes = useNewLikesTotal();
  const creditVariant = user ? creditsBadgeVariant(user.credits) : null;
  // The collapsed menu (below md) opens with the toggler and closes when a link or menu item is
  // chosen. Plain Bootstrap classes: react-bootstrap's Navbar, Collapse and Dropdown with
  // Popper cost about 20 kB gzip on every page (issue 10).
  const [open, setOpen] = useState(false);

  return (
    <header className="navbar navbar-expand-md navbar-dark bg-primary shadow-sm">
      <div className="container">
        <BackButton />
        <Link href="/" className="navbar-brand" aria-label={t('home', { site: settings.name })}>
          <Icon name="heart-fill" className="me-2" aria-hidden="true" />
          {settings.name}
        </Link>
        <button
          type="button"
          className={`navbar-toggler${open ? '' : ' collapsed'}`}
          aria-controls="top-bar-nav"
          aria-expanded={open}
          aria-label={t('toggle')}
          onClick={() => setOpen((o) => !o)}
        >
          <span className="navbar-toggler-icon" />
        </button>
        <div
          id="top-bar-nav"
          className={`navbar-collapse collapse${open ? ' show' : ''}`}
          onClick={(e) => {
            if ((e.target as HTMLElement).closest('a, .dropdown-item')) setOpen(false);
          }}
        >
          <nav className="navbar-nav ms-auto align-items-md-center">
            {user ? (
              <>
                <NavIconLink href="/members" icon="search" label={t('searchMembers')} />
                <NavIconLink href="/chats" icon="chat-dots" label={t('messages')}>
                  <CountBadge count={unread} label={t('unreadMessages', { count: unread })} />
                </NavIconLink>
                <NavIconLink href="/likes" icon="heart" label={t('likes')}>
                  <CountBadge count={newLikes} label={t('newLikes', { count: newLikes })} bg="secondary" />
                </NavIconLink>
                {user.paid_user ? (
                  <NavIconLink href="/credits" icon="coin" label={t('credits')}>
                    {creditVariant && (
                      <span
                        className={`badge rounded-pill text-bg-${creditVariant} nav-badge`}
                        data-testid="credits-badge"
                      >
                        <span aria-hidden="true">{user.credits}</span>
                        <span className="visually-hidden">{t('creditsLeft', { count: user.credits })}</span>
                      </span>
                    )}
                  </NavIconLink>
                ) : (
                  <NavIconLink href="/premium" icon="gem" label={t('getPremium')} />
                )}
                <LanguageDropdown />
                <AccountDropdown name={user.profile?.name ?? user.email} />
              </>
            ) : (
              <>
                <LanguageDropdown />
                <SignupLink className="btn btn-success ms-md-2 my-2 my-md-0">{t('signup')}</SignupLink>
                <Link href="/login" className="btn btn-light ms-md-2 my-2 my-md-0">
                  {t('login')}
                </Link>
              </>
            )}
          </nav>
        </div>
      </div>
    </header>
  );
}
