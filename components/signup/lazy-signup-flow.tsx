'use client';

import type { ComponentProps, ReactNode } from 'react';
import { clientOnly } from '@/components/ui/lazy-component';
import type { SignupFlowIsland } from './signup-flow';
import { SignupPlaceholder } from './signup-placeholder';

type Props = ComponentProps<typeof SignupFlowIsland> & {
  /** What the server shows until the flow has loaded (signup-preview.tsx). */
  placeholder?: ReactNode;
};

// The flow renders in the browser only (its draft lives in sessionStorage), so the server's HTML
// has the placeholder either way: its code, and next-intl's client runtime with it, loads after
// the page has mounted, out of /signup's first load (issue 10: a public page's budget). The
// layout sets its messages aside (<DeferredMessages>).
export const LazySignupFlow = clientOnly<Props>(
  () => import('./signup-flow').then((m) => m.SignupFlowIsland),
  ({ placeholder }) => <SignupPlaceholder>{placeholder}</SignupPlaceholder>,
);
