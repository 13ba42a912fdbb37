// s2-geometry ships no types; offline-geocode-city depends on it and keys its city table by its cell keys.
declare module 's2-geometry' {
  export const S2: {
    latLngToKey(lat: number, lng: number, level: number): string;
    latLngToNeighborKeys(lat: number, lng: number, level: number): string[];
    keyToLatLng(key: string): { lat: number; lng: number };
  };
}
