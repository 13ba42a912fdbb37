import type { ProfileCard } from '@/lib/schemas/profile';

/** A search card (GET /api/search.php): "Member{id}", 30, Delft, no photo unless given. */
export const testProfileCard = (id: number, extra: Partial<ProfileCard> = {}): ProfileCard => ({
  id,
  name: `Member${id}`,
  age: 30,
  country: 'NL',
  city: 'Delft',
  is_fictional: false,
  main_image: null,
  premium: false,
  ...extra,
});
