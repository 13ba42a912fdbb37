import { INTEREST_ICON_NAMES } from './interest-icon-names';

// The icons the app draws, by their bootstrap-icons name. `npm run icons:generate` writes one SVG
// sprite per list (public/icons/) from these names, so an icon costs no JS (issue 10): add a name
// here, run the generator, commit the sprite. tests/unit/icon-sprite.test.ts fails when a sprite
// is out of date with its list or code uses a name that is not in it.

/** Icons of the whole app (top bar, buttons, alerts, landers, the console). */
export const UI_ICON_NAMES = [
  'apple',
  'arrow-left',
  'bank',
  'bell-fill',
  'box-arrow-up-right',
  'camera',
  'camera-video-fill',
  'chat-dots',
  'chat-heart',
  'chat-heart-fill',
  'check-circle',
  'check-circle-fill',
  'check-lg',
  'check2',
  'chevron-left',
  'chevron-right',
  'coin',
  'credit-card',
  'download',
  'emoji-smile-fill',
  'envelope-check',
  'envelope-exclamation',
  'envelope-slash',
  'exclamation-octagon',
  'exclamation-triangle-fill',
  'eye',
  'eye-slash',
  'gem',
  'geo-alt',
  'geo-alt-fill',
  'gift',
  'heart',
  'heart-arrow',
  'heart-fill',
  'heartbreak',
  'hearts',
  'hourglass-split',
  'image',
  'info-circle',
  'lightbulb',
  'lightning',
  'lock',
  'lock-fill',
  'magic',
  'moon-stars-fill',
  'paypal',
  'pencil',
  'percent',
  'person',
  'person-badge',
  'person-bounding-box',
  'person-circle',
  'person-fill',
  'phone',
  'record-circle-fill',
  'robot',
  'search',
  'search-heart',
  'send',
  'shield-lock-fill',
  'slash-circle',
  'star',
  'star-fill',
  'stars',
  'three-dots',
  'translate',
  'trash',
  'unlock',
  'upload',
  'wallet2',
  'wifi-off',
  'x-lg',
  'x-octagon',
] as const;

// The interest icons' names live apart (interest-icon-names.ts): the profile and search pages
// read them without the UI list.
export { INTEREST_ICON_NAMES };

export type IconName = (typeof UI_ICON_NAMES)[number];
export type InterestIconName = (typeof INTEREST_ICON_NAMES)[number];

/** The sprites under public/icons/, one per list above. */
export const ICON_SPRITES = { ui: UI_ICON_NAMES, interests: INTEREST_ICON_NAMES } as const;
export type IconSprite = keyof typeof ICON_SPRITES;
