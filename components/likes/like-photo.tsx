import type { LikeProfile } from '@/lib/schemas/likes';
import { Icon } from '@/components/ui/icon';

type Props = { profile: Pick<LikeProfile, 'main_image'>; size: number; className?: string };

/** A profile's main photo thumbnail (already cdn-prefixed), or a neutral placeholder without one. */
export function LikePhoto({ profile, size, className = '' }: Props) {
  if (!profile.main_image) {
    return (
      <span
        className={`d-inline-flex align-items-center justify-content-center bg-body-secondary text-body-tertiary ${className}`}
        style={{ width: size, height: size }}
        aria-hidden="true"
      >
        <Icon name="person-fill" style={{ fontSize: size / 2 }} aria-hidden="true" />
      </span>
    );
  }
  return (
    // Thumbnails are already sized and come from the site's CDN prefix.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={profile.main_image}
      alt=""
      width={size}
      height={size}
      className={`object-fit-cover ${className}`}
    />
  );
}
