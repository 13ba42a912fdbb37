import type { ComponentPropsWithoutRef } from 'react';
import { SpriteIcon } from '@/components/ui/icon';
import type { InterestIconName } from '@/lib/ui/icon-names';
import { INTEREST_ICON_NAMES } from '@/lib/ui/interest-icon-names';

type IconProps = Omit<ComponentPropsWithoutRef<'svg'>, 'children' | 'name'> & {
  size?: number | string;
  title?: string;
};

// Interests (hobbies) store a bootstrap-icons name ('compass', lib/server/db/seed/interests.ts);
// each is a symbol of the interests sprite (public/icons/interests.svg, issue 10: no icon JS),
// which only pages showing interests load. A name not in the list shows a star, as the profile
// overview did for an interest without an icon.
const NAMES: ReadonlySet<string> = new Set(INTEREST_ICON_NAMES);

function iconName(name: string | undefined): InterestIconName {
  const bare = name?.replace(/^bi-/, '') ?? '';
  return NAMES.has(bare) ? (bare as InterestIconName) : 'star';
}

/** Whether an interest's stored icon name has its own icon (else InterestIcon shows a star). */
export function hasInterestIcon(name: string): boolean {
  const bare = name.replace(/^bi-/, '');
  return bare !== 'star' && NAMES.has(bare);
}

export function InterestIcon({ name, ...props }: IconProps & { name: string | undefined }) {
  return <SpriteIcon sprite="interests" name={iconName(name)} {...props} />;
}
