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

/** The icon that marks a fictional profile; an unknown setting value shows the default (stars). */
export function FictionalIcon({ name, ...props }: IconProps & { name: string }) {
  const Icon = ICONS[name] ?? ICONS[`bi-${name}`] ?? Stars;
  return <Icon {...props} />;
}
