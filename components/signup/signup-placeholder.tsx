import type { ReactNode } from 'react';

/**
 * Where the signup form comes, until the browser has its draft (and, on a page, its code); a
 * page may put what its first step will show in it (signup-preview.tsx).
 */
export function SignupPlaceholder({ children }: { children?: ReactNode }) {
  return (
    <div className="placeholder-glow" aria-busy="true" style={{ minHeight: 320 }}>
      {children}
    </div>
  );
}
