import 'server-only';

/**
 * Hobby interests (spec §2 lists the first 27) with a bootstrap-icons name. Bootstrap Icons has
 * no glass, fish or animal glyphs, so wine, sushi and pets use the nearest honest symbol.
 */
export const SEED_INTERESTS: readonly { slug: string; icon: string }[] = [
  { slug: 'adventure', icon: 'compass' },
  { slug: 'bbq', icon: 'fire' },
  { slug: 'beach', icon: 'sun' },
  { slug: 'beer', icon: 'cup-straw' },
  { slug: 'biking', icon: 'bicycle' },
  { slug: 'bondage', icon: 'link-45deg' },
  { slug: 'coffee', icon: 'cup-hot' },
  { slug: 'cooking', icon: 'egg-fried' },
  { slug: 'dancing', icon: 'person-arms-up' },
  { slug: 'fashion', icon: 'bag-heart' },
  { slug: 'gardening', icon: 'flower1' },
  { slug: 'gym', icon: 'heart-pulse' },
  { slug: 'hiking', icon: 'person-walking' },
  { slug: 'movies', icon: 'film' },
  { slug: 'music', icon: 'music-note-beamed' },
  { slug: 'photography', icon: 'camera' },
  { slug: 'politics', icon: 'bank' },
  { slug: 'reading', icon: 'book' },
  { slug: 'sports', icon: 'trophy' },
  { slug: 'sushi', icon: 'fork-knife' },
  { slug: 'tattoos', icon: 'brush' },
  { slug: 'tea', icon: 'cup' },
  { slug: 'theater', icon: 'mask' },
  { slug: 'travelling', icon: 'airplane' },
  { slug: 'vegetarian', icon: 'leaf' },
  { slug: 'videogames', icon: 'controller' },
  { slug: 'wine', icon: 'droplet-half' },
  { slug: 'yoga', icon: 'yin-yang' },
  { slug: 'pets', icon: 'house-heart' },
  { slug: 'art', icon: 'palette' },
  { slug: 'cars', icon: 'car-front' },
  { slug: 'camping', icon: 'tree' },
  { slug: 'nightlife', icon: 'moon-stars' },
  { slug: 'boardgames', icon: 'dice-5' },
  { slug: 'wintersports', icon: 'snow' },
];

export const SEED_INTEREST_SLUGS: readonly string[] = SEED_INTERESTS.map((i) => i.slug);
