// Shapes a lander page hands from lib/server/landers to components/landers (plain types, no zod).

/** The named landers of spec §2 (/landers/{name}/{slug?}); tinderswipe has a route of its own. */
export const LANDER_NAMES = [
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const;
export type LanderName = (typeof LANDER_NAMES)[number];

export type LanderCopy = { headline: string; text: string };

/** What a lander shows of a profile: never more than the public profile card does. */
export type LanderProfile = {
  id: number;
  name: string;
  age: number;
  gender: string;
  country: string;
  region: string | null;
  city: string | null;
  isFictional: boolean;
  about: string;
  /** The main photo (approved): full size with its size, and the square thumbnail. */
  photo: { filename: string; thumb: string; width: number; height: number };
};

export const MAP_WIDTH = 400;
export const MAP_HEIGHT = 400;

export type MapPoint = { x: number; y: number };
export type CountryMap = {
  /** Faint dots: the anchor towns of the country, which draw its shape without map tiles. */
  dots: MapPoint[];
  /** Where each profile goes (by id): the middle of its region's towns, spread a little. */
  pins: Map<number, MapPoint>;
};
