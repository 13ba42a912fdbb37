import type { ComponentPropsWithoutRef } from 'react';
import type { IconName, IconSprite } from '@/lib/ui/icon-names';
import { ICON_SPRITE_URLS } from '@/lib/ui/icon-sprite-urls';

type SvgProps = Omit<ComponentPropsWithoutRef<'svg'>, 'children' | 'name'>;
export type IconProps = SvgProps & {
  name: IconName;
  /** Width and height; 1em (the text's size) as the former icon components drew them. */
  size?: number | string;
  /** A meaningful icon's label: role img with that name and a tooltip; else it is hidden. */
  title?: string;
};

/**
 * An icon of a sprite (public/icons/, lib/ui/icon-names.ts): an `<svg>` that references its
 * `<symbol>`, so an icon is no JS of the page (issue 10). Class `bi bi-<name>` as before, so the
 * sizing of globals.scss `svg.bi` and selectors on the icon's name keep working. A plain function
 * without hooks: renders in Server and Client Components alike.
 */
export function SpriteIcon({
  sprite,
  name,
  size = '1em',
  title,
  className,
  ...props
}: SvgProps & { sprite: IconSprite; name: string; size?: number | string; title?: string }) {
  const labelled = Boolean(title || props['aria-label']);
  return (
    <svg
      className={['bi', `bi-${name}`, className].filter(Boolean).join(' ')}
      width={size}
      height={size}
      fill="currentColor"
      {...(labelled ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true, focusable: 'false' })}
      {...props}
    >
      {title ? <title>{title}</title> : null}
      <use href={`${ICON_SPRITE_URLS[sprite]}#${name}`} />
    </svg>
  );
}

/** `<Icon name="heart-fill" />`: an icon of the app's UI sprite. */
export function Icon(props: IconProps) {
  return <SpriteIcon sprite="ui" {...props} />;
}
