import 'server-only';

/** Gifts in the chat; each image is a hand-drawn SVG in public/gifts/. Cheapest first. */
export const SEED_GIFTS: readonly { slug: string; credits: number }[] = [
  { slug: 'rose', credits: 10 },
  { slug: 'heart', credits: 10 },
  { slug: 'kiss', credits: 15 },
  { slug: 'chocolate', credits: 20 },
  { slug: 'cocktail', credits: 25 },
  { slug: 'cake', credits: 30 },
  { slug: 'teddy', credits: 40 },
  { slug: 'champagne', credits: 50 },
  { slug: 'ring', credits: 80 },
  { slug: 'diamond', credits: 100 },
];

export function giftImagePath(slug: string): string {
  return `/gifts/${slug}.svg`;
}
