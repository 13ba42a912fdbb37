import 'server-only';
import { S2 } from 's2-geometry';
import { getBaseDataCities, type CellCityMap } from 'offline-geocode-city';
import { notFound } from '@/lib/server/http/errors';
import type { Geocode } from '@/lib/schemas/geocode';
import { REGION_ANCHORS } from './region-anchors';
import { regionsOf } from './regions';

// offline-geocode-city keys one city per S2 cell of level 8 (about 30–40 km across).
const LEVEL = 8;
// Rings of neighbouring cells searched around the point: about 100 km. Its own getNearestCity
// walks on without end through empty cells (open sea), answering a city a continent away or
// overflowing the stack; a bounded search answers "not found" instead.
const MAX_RINGS = 3;

let cities: CellCityMap | undefined;
// Decoding the packed table takes ~60 ms: once per process, on the first request that needs it.
const table = () => (cities ??= getBaseDataCities());

function nearestCityRow(lat: number, lon: number) {
  const cells = table();
  const start = S2.latLngToKey(lat, lon, LEVEL);
  if (cells[start]) return cells[start];
  const seen = new Set([start]);
  let ring = [start];
  for (let r = 0; r < MAX_RINGS; r++) {
    const next: string[] = [];
    for (const key of ring) {
      const centre = S2.keyToLatLng(key);
      for (const n of S2.latLngToNeighborKeys(centre.lat, centre.lng, LEVEL)) {
        if (seen.has(n)) continue;
        seen.add(n);
        if (cells[n]) return cells[n];
        next.push(n);
      }
    }
    ring = next;
  }
  return null;
}

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

/** Nearest city, its country and region from offline data; 404 geocode_not_found far from any city. */
export function reverseGeocode(lat: number, lon: number): Geocode {
  const row = nearestCityRow(lat, lon);
  if (!row) throw notFound('geocode_not_found');
  const [city, country, countryName] = row.map(String);
  const region = regionAt(country, lat, lon);
  const regionName = region ? (regionsOf(country).find((r) => r.code === region)?.name ?? null) : null;
  return {
    city,
    country,
    country_name: countryName,
    region: regionName ? region : null,
    region_name: regionName,
  };
}
