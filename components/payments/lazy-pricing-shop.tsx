'use client';

import { lazy, Suspense } from 'react';
import { useMounted } from '@/components/ui/use-mounted';

// The packages are fetched in the browser (the visitor's country choice), so until they arrive
// the page shows "Loading…" either way: the shop, React Query and next-intl's client runtime load
// after the page has mounted, out of /pricing's first load (issue 10: a public page's budget).
// The page renders it in <DeferredMessages> and gives the loading text, translated on the server.
const PricingShop = lazy(() => import('./pricing-shop').then((m) => ({ default: m.PricingShop })));

export function LazyPricingShop({ loggedIn, loading }: { loggedIn: boolean; loading: string }) {
  const mounted = useMounted();
  const fallback = (
    <p className="text-body-secondary" role="status">
      <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
      {loading}
    </p>
  );
  return mounted ? (
    <Suspense fallback={fallback}>
      <PricingShop loggedIn={loggedIn} />
    </Suspense>
  ) : (
    fallback
  );
}
