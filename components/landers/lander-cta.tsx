'use client';

import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { useSignupStore, type SignupTargetProfile } from '@/stores/signup-store';

/**
 * The way on from every lander: opens the layout's signup modal (the tracking parameters of the
 * lander URL are already in the signup store: the modal keeps them on every page), and is a
 * plain link to /signup?<tracking> without JavaScript, or opened in a new tab.
 */
export function LanderCta({
  href,
  className,
  children,
  testId,
  target = null,
}: {
  href: string;
  /** A member the signup starts with a message to (then a chat with them); null for a plain signup. */
  target?: SignupTargetProfile | null;
  className?: string;
  children: ReactNode;
  testId?: string;
}) {
  const openSignup = useSignupStore((s) => s.openSignup);
  return (
    <Link
      href={href}
      className={className}
      data-testid={testId ?? 'lander-cta'}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        openSignup({ target });
      }}
    >
      {children}
    </Link>
  );
}
