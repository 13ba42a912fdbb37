'use client';

import { Link } from '@/lib/i18n/navigation';
import { useSignupStore } from '@/stores/signup-store';

/** A link to /signup that opens the modal instead (a plain link without JavaScript). */
export function SignupLink({ className, children }: { className?: string; children: React.ReactNode }) {
  const openSignup = useSignupStore((s) => s.openSignup);
  return (
    <Link
      href="/signup"
      className={className}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        openSignup({ target: null });
      }}
    >
      {children}
    </Link>
  );
}
