import 'server-only';
import { around, distance } from 'geokdbush';
import { BIG_PLACE, places, type Places } from './places';

/**
 * Which place a point is in (docs/decisions.md, "Geocoding"). GeoNames gives a place a
 * point and a population, not a boundary, so a place is modelled as a disc whose area holds its
 * population at a typical urban density: 3,000 inhabitants per km² gives a radius of about
 * 3.3 km for 100,000 people, 10 km for a million and 30 km for New York's 8 million.
 */
const DENSITY_PER_KM2 = 3_000;
/** A village's centre point still stands for its built-up area. */
const MIN_RADIUS_KM = 1;
/** Beyond this from any place: not found (open sea, ice), rather than a town far away. */
export const MAX_DISTANCE_KM = 100;
/** The radius of the most populous place of the data (about 22 million: ~48 km). */
const LARGEST_RADIUS_KM = radiusKm(25_000_000);
/** The largest radius of a place below BIG_PLACE (~2.3 km). */
const SMALL_REACH_KM = radiusKm(BIG_PLACE);
/**
 * A place whose centre lies within this share of the radius of a place at least PART_RATIO times
 * as populous, in the same admin1 region, is a part of it rather than a town of its
 * own: New York's boroughs (Manhattan, Brooklyn, each a "second-order seat" with millions), not
 * Amstelveen beside Amsterdam (8 km apart, 0.9 of Amsterdam's radius) or Schiedam beside
 * Rotterdam (5.5 km, 0.7).
 */
const CORE_SHARE = 0.35;
const PART_RATIO = 3;

export function radiusKm(population: number): number {
  return Math.max(MIN_RADIUS_KM, Math.sqrt(population / (Math.PI * DENSITY_PER_KM2)));
}

function distanceKm(p: Places, id: number, lon: number, lat: number): number {
  return distance(lon, lat, p.lon[id], p.lat[id]);
}

/** The most populous place `id` is a part of, or `id` itself (`bigs`: the big places of its region). */
function partOf(p: Places, id: number, bigs: readonly number[]): number {
  let whole = id;
  for (const big of bigs) {
    if (p.population[big] < PART_RATIO * p.population[id] || p.population[big] <= p.population[whole])
      continue;
    if (distanceKm(p, id, p.lon[big], p.lat[big]) <= CORE_SHARE * radiusKm(p.population[big])) whole = big;
  }
  return whole;
}

/** The whole `id` belongs to, through parts of parts (East Harlem, of Manhattan, of New York City). */
function wholeOf(p: Places, id: number, bigs: readonly number[]): number {
  let whole = id;
  for (let next = partOf(p, whole, bigs); next !== whole; next = partOf(p, whole, bigs)) whole = next;
  return whole;
}

/**
 * The id of the place (in places()) a point is in, or null when no place is within
 * MAX_DISTANCE_KM.
 *
 * The point's country and admin1 region are those of the nearest entry, sections of cities
 * included (they are dense where cities are): discs do not stop at rivers and borders, and
 * downtown Jersey City lies in New York's. Of that region's places whose disc holds the point, the
 * one the point is most central to (distance / radius) wins, so a point in Amstelveen is
 * Amstelveen and one between it and Amsterdam's centre is Amsterdam; outside every disc, the
 * nearest place.
 */
export function nearestPlace(lat: number, lon: number): number | null {
  const p = places();
  const [hint] = around(p.index, lon, lat, 1, MAX_DISTANCE_KM);
  if (hint === undefined) return null;
  const region = p.admin[hint];
  const inRegion = (id: number) => p.section[id] === 0 && p.admin[id] === region;
  const [nearest] = around(p.index, lon, lat, 1, MAX_DISTANCE_KM, inRegion);
  // Only sections of a city from another region within reach: the nearest place at all.
  if (nearest === undefined)
    return around(p.index, lon, lat, 1, MAX_DISTANCE_KM, (id) => p.section[id] === 0)[0] ?? null;
  // The discs that can hold the point: a smaller place's within SMALL_REACH_KM, a big one's
  // within LARGEST_RADIUS_KM (from its own, small index).
  const small = around(p.index, lon, lat, Infinity, SMALL_REACH_KM, inRegion);
  const bigs = around(p.big, lon, lat, Infinity, LARGEST_RADIUS_KM, (i) => inRegion(p.bigIds[i])).map(
    (i) => p.bigIds[i],
  );

  let best = -1;
  let bestShare = Infinity;
  const seen = new Set<number>();
  for (const id of [...small, ...bigs]) {
    const whole = wholeOf(p, id, bigs);
    if (seen.has(whole)) continue;
    seen.add(whole);
    const share = distanceKm(p, whole, lon, lat) / radiusKm(p.population[whole]);
    if (share <= 1 && (share < bestShare || (share === bestShare && whole < best))) {
      best = whole;
      bestShare = share;
    }
  }
  return best >= 0 ? best : wholeOf(p, nearest, bigs);
}
