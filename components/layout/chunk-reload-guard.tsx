'use client';

import { useEffect } from 'react';
import { reloadOnceForChunkError } from '@/lib/utils/chunk-reload';

/** A deploy replaces the JS chunks an open tab still asks for: reload once to get the new ones. */
export function ChunkReloadGuard() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => reloadOnceForChunkError(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => reloadOnceForChunkError(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
