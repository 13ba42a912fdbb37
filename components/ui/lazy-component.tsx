'use client';

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useMounted } from '@/components/ui/use-mounted';

// Components whose code is a chunk of its own, loaded when they first render: React.lazy, as
// next/dynamic is underneath, without next/dynamic's own 1.6 kB gzip (its loadable, chunk preloads
// and CSR bailout with the server's async storage) in every page's first load (issue 10).

type Loader<P> = () => Promise<ComponentType<P>>;

/**
 * Rendered in the browser only (next/dynamic's `ssr: false`): the server and the hydrating page
 * show `fallback` (or what it returns for the props), then the code loads. For what only the
 * browser can show (a dialog that opens, a poller, what depends on the member's device).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a component's props, whatever they are
export function clientOnly<P extends Record<string, any>>(
  load: Loader<P>,
  fallback: ReactNode | ((props: P) => ReactNode) = null,
): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function ClientOnly(props: P) {
    const shown = typeof fallback === 'function' ? fallback(props) : fallback;
    return useMounted() ? (
      <Suspense fallback={shown}>
        <Lazy {...props} />
      </Suspense>
    ) : (
      shown
    );
  }
  return ClientOnly;
}

/**
 * Rendered on the server as well (its HTML is in the page); in the browser, its part of the page
 * hydrates once its code has loaded. Unlike next/dynamic, it is a Suspense boundary of its own:
 * the rest of the page hydrates meanwhile instead of waiting for this chunk.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export function lazyComponent<P extends Record<string, any>>(load: Loader<P>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
