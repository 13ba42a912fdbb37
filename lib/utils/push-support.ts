/**
 * Spec §4 push capability: the browser has the Push API and this site's service worker is
 * active (registered by components/push/push-host.tsx on every page; waits a few seconds for a
 * first registration). Without it the device cannot be offered notifications.
 */
export async function pushCapable(): Promise<boolean> {
  if (typeof window === 'undefined' || !('PushManager' in window) || !('serviceWorker' in navigator))
    return false;
  try {
    const existing = await navigator.serviceWorker.getRegistration();
    if (existing?.active) return true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), 5_000);
    });
    const ready = await Promise.race([navigator.serviceWorker.ready.then(() => true), timeout]);
    clearTimeout(timer);
    return ready;
  } catch {
    return false;
  }
}
