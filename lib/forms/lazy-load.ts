// The forms' schemas load after the page (issue 10: zod/mini is ~14 kB gzip of every form page's
// first load, and validation runs only on submit). These keep one import per schema and let a
// submit survive a chunk that failed to load once.

/** A loader that keeps its first success; a failure is forgotten, so the next call tries again. */
export function cachedLoader<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((err: unknown) => {
      pending = undefined;
      throw err;
    }));
}

/** Loads, and loads once more if that failed (a chunk request can fail on a flaky network). */
export async function loadWithRetry<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch {
    return load();
  }
}
