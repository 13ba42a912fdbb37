import { CHUNK_RELOAD_GUARD_MS } from './constants';

const KEY = 'heartline-chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  const text =
    error instanceof Error ? `${error.name} ${error.message}` : typeof error === 'string' ? error : '';
  return /ChunkLoadError|Loading chunk [\w-]+ failed|Loading CSS chunk|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
    text,
  );
}

/**
 * Reloads the page for a chunk-load failure, at most once per 60 s (spec §8), so a chunk that
 * is really gone cannot make the page reload forever. Returns whether it reloaded.
 */
export function reloadOnceForChunkError(error: unknown, now = Date.now(), reload = () => window.location.reload()): boolean {
  if (!isChunkLoadError(error)) return false;
  let last = 0;
  try {
    last = Number(window.sessionStorage.getItem(KEY) ?? 0);
  } catch {
    // storage blocked: still guard within this page
  }
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    window.sessionStorage.setItem(KEY, String(now));
  } catch {
    // ignore
  }
  reload();
  return true;
}
