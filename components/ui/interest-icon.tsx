import type { ComponentProps } from 'react';
import {
  Airplane,
  BagHeart,
  Bank,
  Bicycle,
  Book,
  Brush,
  Camera,
  CarFront,
  Compass,
  Controller,
  Cup,
  CupHot,
  CupStraw,
  Dice5,
  DropletHalf,
  EggFried,
  Film,
  Fire,
  Flower1,
  ForkKnife,
  HeartPulse,
  HouseHeart,
  Leaf,
  Link45deg,
  Mask,
  MoonStars,
  MusicNote,
  MusicNoteBeamed,
  Palette,
  PersonArmsUp,
  PersonWalking,
  Snow,
  Star,
  Sun,
  Tree,
  Trophy,
  YinYang,
} from 'react-bootstrap-icons';

type IconProps = ComponentProps<typeof Star>;

// Interests (hobbies) store a bootstrap-icons name ('compass', lib/server/db/seed/interests.ts);
// this maps those names to tree-shaken SVG components (issue 10: no icon font). A name not in
// the list shows a star, as the profile overview did for an interest without an icon.
const ICONS: Record<string, typeof Star> = {
  airplane: Airplane,
  'bag-heart': BagHeart,
  bank: Bank,
  bicycle: Bicycle,
  book: Book,
  brush: Brush,
  camera: Camera,
  'car-front': CarFront,
  compass: Compass,
  controller: Controller,
  cup: Cup,
  'cup-hot': CupHot,
  'cup-straw': CupStraw,
  'dice-5': Dice5,
  'droplet-half': DropletHalf,
  'egg-fried': EggFried,
  film: Film,
  fire: Fire,
  flower1: Flower1,
  'fork-knife': ForkKnife,
  'heart-pulse': HeartPulse,
  'house-heart': HouseHeart,
  leaf: Leaf,
  'link-45deg': Link45deg,
  mask: Mask,
  'moon-stars': MoonStars,
  'music-note': MusicNote,
  'music-note-beamed': MusicNoteBeamed,
  palette: Palette,
  'person-arms-up': PersonArmsUp,
  'person-walking': PersonWalking,
  snow: Snow,
  sun: Sun,
  tree: Tree,
  trophy: Trophy,
  'yin-yang': YinYang,
};

/** Whether an interest's stored icon name has its own SVG (else InterestIcon shows a star). */
export function hasInterestIcon(name: string): boolean {
  return Object.hasOwn(ICONS, name.replace(/^bi-/, ''));
}

export function InterestIcon({ name, ...props }: IconProps & { name: string | undefined }) {
  const Icon = (name && ICONS[name.replace(/^bi-/, '')]) || Star;
  return <Icon {...props} />;
}
