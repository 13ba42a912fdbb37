'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';

function Loading() {
  const tc = useTranslations('common');
  return (
    <p className="text-body-secondary" role="status">
      <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
      {tc('loading')}
    </p>
  );
}

// The packages are fetched in the browser (the visitor's country choice), so until they arrive
// the page shows "Loading…" either way: the shop and React Query load after the page, out of
// /pricing's first load (issue 10: a public page's budget).
export const LazyPricingShop = dynamic(() => import('./pricing-shop').then((m) => m.PricingShop), {
  ssr: false,
  loading: Loading,
});
