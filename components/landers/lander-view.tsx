import type { LanderName } from '@/lib/schemas/lander';
import { AloneTonight, Collage, Gallery } from './photo-designs';
import { Icons, MapLander, SocialFeed } from './other-designs';
import { TransitionsVideo, VideoLander } from './video-designs';
import type { LanderDesignProps } from './types';

const DESIGNS: Record<LanderName, (props: LanderDesignProps) => React.ReactNode> = {
  alonetonight: AloneTonight,
  collagelanding: Collage,
  gallery: Gallery,
  iconslanding: Icons,
  maplanding: MapLander,
  socialnetwork: SocialFeed,
  transitionsvideolanding: TransitionsVideo,
  video: VideoLander,
};

/** One of the eight named designs, all fed by the same data (copy, profiles, signup link). */
export function LanderView({ name, ...props }: LanderDesignProps & { name: LanderName }) {
  const Design = DESIGNS[name];
  return <Design {...props} />;
}
