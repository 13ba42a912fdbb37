import type { GeolocationPermission } from '@/lib/schemas/geocode';

/** Spec §4: unsupported without the Geolocation API, the browser's state where it tells, else unknown. */
export async function geolocationPermission(): Promise<GeolocationPermission> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return 'unsupported';
  if (!navigator.permissions?.query) return 'unknown';
  try {
    const status = await navigator.permissions.query({ name: 'geolocation' });
    return status.state;
  } catch {
    // Safari before 16 and some embedded browsers reject the geolocation permission name.
    return 'unknown';
  }
}

export type Position = { lat: number; lon: number };

/** One position fix; rejects with the GeolocationPositionError code (1 denied, 2 unavailable, 3 timeout). */
export function currentPosition(timeoutMs = 15_000): Promise<Position> {
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lon: p.coords.longitude }),
      (err) => reject(err),
      { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 600_000 },
    );
  });
}
