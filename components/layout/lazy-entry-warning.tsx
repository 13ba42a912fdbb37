'use client';

import { lazyComponent } from '@/components/ui/lazy-component';

/**
 * The entry warning for a layout that shows it only in a case that hardly happens (the chat
 * layout: its pages send visitors to log in, and members never see the warning): its code is
 * then no part of the layout's first load, and loads only when a visitor is shown it.
 */
export const LazyEntryWarning = lazyComponent(() => import('./entry-warning').then((m) => m.EntryWarning));
