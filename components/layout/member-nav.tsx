'use client';

import { Link } from '@/lib/i18n/navigation';
import { useShellTexts } from '@/lib/i18n/shell';
import { clientOnly } from '@/components/ui/lazy-component';
import { creditsBadgeVariant } from '@/lib/utils/badges';
import { useCurrentUser } from '@/lib/session/page-session';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/lib/ui/icon-names';
import { AccountDropdown } from './account-dropdown';
import { LanguageDropdown } from './language-dropdown';

// Whole class names, so the stylesheet's purge (postcss.config.mjs) finds them in the source.
const CREDIT_BADGE_CLASS = { warning: 'text-bg-warning', danger: 'text-bg-danger' } as const;

// The unread and new-like counts come from the chats and likes caches, which the pollers fill
// after mount: the badges load then, with React Query, so this module (in the HTML of every
// member's page) carries none of it (issue 10). A badge is absolutely placed: nothing moves.
// The badges' plural labels bring next-intl's client runtime along (IntlIsland) after mount; what
// renders with the page reads the shell's strings, translated on the server.
const UnreadBadge = clientOnly(() => import('./nav-count-badges').then((m) => m.UnreadBadge));
const NewLikesBadge = clientOnly(() => import('./nav-count-badges').then((m) => m.NewLikesBadge));

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

/**
 * The top bar's links for a member, with the unread, new-like and credit badges (spec §2). In
 * every page's first load (about 0.7 kB gzip): loaded later, the menus of a member's page would
 * ignore a click until their chunk came (React does not replay it), and a bundler puts a layout's
 * client components in one chunk, whether the server renders them or not.
 */
export function MemberNav() {
  const t = useShellTexts().member;
  const user = useCurrentUser();
  if (!user) return null;
  const creditVariant = creditsBadgeVariant(user.credits);
  return (
    <>
      <NavIconLink href="/members" icon="search" label={t.searchMembers} />
      <NavIconLink href="/chats" icon="chat-dots" label={t.messages}>
        <UnreadBadge />
      </NavIconLink>
      <NavIconLink href="/likes" icon="heart" label={t.likes}>
        <NewLikesBadge />
      </NavIconLink>
      {user.paid_user ? (
        <NavIconLink href="/credits" icon="coin" label={t.credits}>
          {creditVariant && (
            <span
              className={`badge rounded-pill ${CREDIT_BADGE_CLASS[creditVariant]} nav-badge`}
              data-testid="credits-badge"
            >
              <span aria-hidden="true">{user.credits}</span>
              <span className="visually-hidden">{t.creditsLeft[user.credits]}</span>
            </span>
          )}
        </NavIconLink>
      ) : (
        <NavIconLink href="/premium" icon="gem" label={t.getPremium} />
      )}
      <LanguageDropdown />
      <AccountDropdown name={user.profile?.name ?? user.email} />
    </>
  );
}
