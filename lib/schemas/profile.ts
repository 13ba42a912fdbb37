import type { MainImage } from './user';

/** A profile as a card in lists (home, search results). */
export type ProfileCard = {
  id: number;
  name: string;
  age: number;
  country: string;
  city: string | null;
  is_fictional: boolean;
  main_image: MainImage | null;
};
