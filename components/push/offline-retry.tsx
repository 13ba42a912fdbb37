'use client';

import { useEffect } from 'react';

/**
 * The offline page's button: loads the page the member wanted again. Shown in place of that
 * page by the service worker, so reloading is retrying it; coming back online retries by itself.
 */
export function OfflineRetry({ label }: { label: string }) {
  useEffect(() => {
    const retry = () => window.location.reload();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, []);
  return (
    <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
      {label}
    </button>
  );
}
