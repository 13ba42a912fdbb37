import { Icon, type IconProps } from '@/components/ui/icon';
import type { IconName } from '@/lib/ui/icon-names';

// The site setting fictional_icon keeps its stored format, a bootstrap-icons class ('bi-stars');
// this maps the names a site may pick to symbols of the UI sprite (issue 10: no icon JS).
const ICONS: Record<string, IconName> = {
  'bi-stars': 'stars',
  'bi-star': 'star',
  'bi-star-fill': 'star-fill',
  'bi-magic': 'magic',
  'bi-robot': 'robot',
  'bi-info-circle': 'info-circle',
};

/** The stored setting as a known icon; an unknown value is the default (stars). */
function iconName(name: string): IconName {
  const key = name.startsWith('bi-') ? name : `bi-${name}`;
  return ICONS[key] ?? 'stars';
}

/** The icon that marks a fictional profile; `name` is the site's setting (its class is kept). */
export function FictionalIcon({ name, ...props }: Omit<IconProps, 'name'> & { name: string }) {
  return <Icon name={iconName(name)} {...props} />;
}
