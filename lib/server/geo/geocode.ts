import 'server-only';
import { notFound } from '@/lib/server/http/errors';
import type { Geocode } from '@/lib/schemas/geocode';
import { nearestPlace } from './nearest-place';
import { places } from './places';
import { REGION_ANCHORS } from './region-anchors';
import { countryName, regionsOf } from './regions';

// Equirectangular distance: plenty for comparing towns a few hundred kilometres apart.
function distance2(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const x = (lon2 - lon1) * Math.cos(((lat1 + lat2) / 2) * (Math.PI / 180));
  const y = lat2 - lat1;
  return x * x + y * y;
}

/** The region (code of lib/server/geo/regions.ts) of the nearest anchor town, if the country has anchors. */
export function regionAt(country: string, lat: number, lon: number): string | null {
  const anchors = REGION_ANCHORS[country];
  if (!anchors?.length) return null;
  let best = anchors[0];
  let bestD = Infinity;
  for (const anchor of anchors) {
    const d = distance2(lat, lon, anchor[0], anchor[1]);
    if (d < bestD) [best, bestD] = [anchor, d];
  }
  return best[2];
}

/** The place a point is in, its country and region, from offline data; 404 geocode_not_found far from any place. */
export function reverseGeocode(lat: number, lon: number): Geocode {
  const id = nearestPlace(lat, lon);
  if (id === null) throw notFound('geocode_not_found');
  const p = places();
  const country = p.country[id];
  const region = regionAt(country, lat, lon);
  const regionName = region ? (regionsOf(country).find((r) => r.code === region)?.name ?? null) : null;
  return {
    city: p.name[id],
    country,
    country_name: countryName(country),
    region: regionName ? region : null,
    region_name: regionName,
  };
}
