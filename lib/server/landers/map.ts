import 'server-only';
import { REGION_ANCHORS } from '@/lib/server/geo/region-anchors';

import { MAP_HEIGHT, MAP_WIDTH, type CountryMap, type MapPoint } from '@/lib/schemas/lander';

const PAD = 24;

/**
 * A stylised map of a country in SVG coordinates (0…MAP_WIDTH, 0…MAP_HEIGHT), drawn from the
 * region anchor towns of lib/server/geo (no third-party tiles, no request leaves the server).
 * Profiles of another country, or without a known region, are left off the map. Countries
 * without anchors get a round stylised area with the pins spread by id.
 */
export function countryMap(
  country: string,
  profiles: { id: number; country: string; region: string | null }[],
): CountryMap {
  const anchors = REGION_ANCHORS[country] ?? [];
  const pins = new Map<number, MapPoint>();
  if (!anchors.length) {
    const here = profiles.filter((p) => p.country === country);
    here.forEach((p, i) => {
      const angle = (i / Math.max(here.length, 1)) * 2 * Math.PI + (p.id % 7) * 0.3;
      const r = 60 + ((p.id * 37) % 100);
      pins.set(p.id, { x: MAP_WIDTH / 2 + r * Math.cos(angle), y: MAP_HEIGHT / 2 + r * Math.sin(angle) });
    });
    return { dots: [], pins };
  }
  // An equirectangular projection squeezed by the cosine of the middle latitude: right for a country.
  const lats = anchors.map((a) => a[0]);
  const lons = anchors.map((a) => a[1]);
  const [minLat, maxLat, minLon, maxLon] = [
    Math.min(...lats),
    Math.max(...lats),
    Math.min(...lons),
    Math.max(...lons),
  ];
  const k = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = Math.max((maxLon - minLon) * k, 0.01);
  const spanY = Math.max(maxLat - minLat, 0.01);
  const scale = Math.min((MAP_WIDTH - 2 * PAD) / spanX, (MAP_HEIGHT - 2 * PAD) / spanY);
  const offX = (MAP_WIDTH - spanX * scale) / 2;
  const offY = (MAP_HEIGHT - spanY * scale) / 2;
  const project = (lat: number, lon: number): MapPoint => ({
    x: offX + (lon - minLon) * k * scale,
    y: offY + (maxLat - lat) * scale,
  });
  for (const p of profiles) {
    if (p.country !== country || !p.region) continue;
    const towns = anchors.filter((a) => a[2] === p.region);
    if (!towns.length) continue;
    const lat = towns.reduce((s, a) => s + a[0], 0) / towns.length;
    const lon = towns.reduce((s, a) => s + a[1], 0) / towns.length;
    const at = project(lat, lon);
    // Members of one region would share one pin: a small offset by id keeps them apart.
    pins.set(p.id, { x: at.x + ((p.id % 5) - 2) * 7, y: at.y + (((p.id >> 2) % 5) - 2) * 7 });
  }
  return { dots: anchors.map((a) => project(a[0], a[1])), pins };
}
