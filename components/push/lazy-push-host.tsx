'use client';

import { clientOnly } from '@/components/ui/lazy-component';

/**
 * The push host (service worker, push state, page-hidden beacon) renders nothing and starts its
 * work after the page has loaded, so its code is not part of any page's first load (issue 10).
 */
export const LazyPushHost = clientOnly(() => import('./push-host').then((m) => m.PushHost));
