'use client';

import { useState } from 'react';
import { useCurrentUser, useSettings } from '@/lib/session/page-session';
import { useShellTexts } from '@/lib/i18n/shell';
import { Link } from '@/lib/i18n/navigation';
import { BackButton } from './back-button';
import { LanguageDropdown } from './language-dropdown';
import { MemberNav } from './member-nav';
import { SignupLink } from '@/components/signup/signup-link';
import { Icon } from '@/components/ui/icon';

export function TopBar() {
  // Strings translated on the server (lib/i18n/shell-texts.ts), as are a member's links
  // (member-nav.tsx): the top bar needs no translation runtime in the browser (issue 10).
  const t = useShellTexts().nav;
  const settings = useSettings();
  const user = useCurrentUser();
  // The collapsed menu (below md) opens with the toggler and closes when a link or menu item is
  // chosen. Plain Bootstrap classes: react-bootstrap's Navbar, Collapse and Dropdown with
  // Popper cost about 20 kB gzip on every page (issue 10).
  const [open, setOpen] = useState(false);

  return (
    <header className="navbar navbar-expand-md navbar-dark bg-primary shadow-sm">
      <div className="container">
        <BackButton />
        <Link href="/" className="navbar-brand" aria-label={t.home}>
          <Icon name="heart-fill" className="me-2" aria-hidden="true" />
          {settings.name}
        </Link>
        <button
          type="button"
          className={`navbar-toggler${open ? '' : ' collapsed'}`}
          aria-controls="top-bar-nav"
          aria-expanded={open}
          aria-label={t.toggle}
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
              <MemberNav />
            ) : (
              <>
                <LanguageDropdown />
                <SignupLink className="btn btn-success ms-md-2 my-2 my-md-0">{t.signup}</SignupLink>
                <Link href="/login" className="btn btn-light ms-md-2 my-2 my-md-0">
                  {t.login}
                </Link>
              </>
            )}
          </nav>
        </div>
      </div>
    </header>
  );
}
