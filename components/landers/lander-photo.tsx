import type { LanderProfile } from '@/lib/schemas/lander';

/**
 * A profile's main photo from the site's media URL, with its width and height (no layout shift);
 * `priority` for the page's first, largest image (LCP): loaded eagerly with high priority.
 */
export function LanderPhoto({
  profile,
  cdnPrefix,
  size = 'full',
  priority = false,
  className,
  alt = '',
}: {
  profile: LanderProfile;
  cdnPrefix: string;
  size?: 'full' | 'thumb';
  priority?: boolean;
  className?: string;
  alt?: string;
}) {
  const thumb = size === 'thumb';
  return (
    // Photos are already resized by the upload pipeline and served from the CDN prefix.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={`${cdnPrefix}${thumb ? profile.photo.thumb : profile.photo.filename}`}
      alt={alt}
      width={thumb ? 320 : profile.photo.width}
      height={thumb ? 320 : profile.photo.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
