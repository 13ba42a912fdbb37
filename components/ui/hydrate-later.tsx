import { Suspense, type ReactNode } from 'react';

/**
 * A Suspense boundary around a subtree the server renders complete (nothing inside suspends).
 * The HTML is the same; what changes is hydration: React hydrates the page outside such
 * boundaries in one task, and each boundary afterwards at a lower priority, in slices that give
 * the main thread back every few milliseconds. A large page hydrated in one go is a long task
 * that holds input and counts as blocking time (issue 10). An event on a part not hydrated yet
 * makes React hydrate that part first and replay the event.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
