import { z } from 'zod';

// GET /api/geocode.php?lat=&lon= (spec §7), stored client-side as geolocation_geocode (spec §3).
const coordinate = (limit: number) =>
  z
    .string()
    .trim()
    .regex(/^-?\d{1,3}(\.\d+)?$/)
    .transform(Number)
    .pipe(z.number().min(-limit).max(limit));

export const geocodeQuerySchema = z.object({ lat: coordinate(90), lon: coordinate(180) });

export type Geocode = {
  /** The place the point is in (GeoNames name), lib/server/geo/nearest-place.ts. */
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  country_name: string;
  /** Region code as in GET /api/regions.php, or null where it cannot be told. */
  region: string | null;
  region_name: string | null;
};

/** Spec §4 geolocation permission: unsupported, unknown, or the browser's state. */
export type GeolocationPermission = 'unsupported' | 'unknown' | 'granted' | 'denied' | 'prompt';
