/**
 * Spec §4 push capability: the browser has the Push API and this site has a service worker
 * registered to receive pushes. Without a registered worker (none exists before the push
 * issue) the device cannot be offered notifications.
 */
export async function pushCapable(): Promise<boolean> {
  if (typeof window === 'undefined' || !('PushManager' in window) || !('serviceWorker' in navigator))
    return false;
  try {
    return Boolean(await navigator.serviceWorker.getRegistration());
  } catch {
    return false;
  }
}
