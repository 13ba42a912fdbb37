import type { ComponentProps } from 'react';
import { InfoCircle, Magic, Robot, Star, StarFill, Stars } from 'react-bootstrap-icons';

type IconProps = ComponentProps<typeof Stars>;

// The site setting fictional_icon keeps its stored format, a bootstrap-icons class ('bi-stars');
// this maps the names a site may pick to tree-shaken SVG components (issue 10: no icon font).
const ICONS: Record<string, typeof Stars> = {
  'bi-stars': Stars,
  'bi-star': Star,
  'bi-star-fill': StarFill,
  'bi-magic': Magic,
  'bi-robot': Robot,
  'bi-info-circle': InfoCircle,
};

/** The stored setting as a known class name; an unknown value is the default (stars). */
function iconClass(name: string): string {
  const key = name.startsWith('bi-') ? name : `bi-${name}`;
  return key in ICONS ? key : 'bi-stars';
}

const SPRITE_ID = 'hl-fictional-icon';

/**
 * The site's fictional-profile icon, drawn once per page (the locale layout renders it). Each
 * FictionalIcon only references it: a grid of 24 fictional profiles would otherwise carry the
 * icon's path 24 times in the HTML and again in the RSC payload (about 1 kB each).
 */
export function FictionalIconSprite({ name }: { name: string }) {
  const Icon = ICONS[iconClass(name)];
  return (
    <svg width="0" height="0" className="position-absolute" aria-hidden="true" focusable="false">
      <symbol id={SPRITE_ID} viewBox="0 0 16 16">
        <Icon size={16} />
      </symbol>
    </svg>
  );
}

/** The icon that marks a fictional profile; `name` is the site's setting (its class is kept). */
export function FictionalIcon({
  name,
  className,
  title,
  size = '1em',
  color = 'currentColor',
  ...props
}: IconProps & { name: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 16 16"
      width={size}
      height={size}
      fill={color}
      className={['bi', iconClass(name), className].filter(Boolean).join(' ')}
      {...props}
    >
      {title ? <title>{title}</title> : null}
      <use href={`#${SPRITE_ID}`} />
    </svg>
  );
}
