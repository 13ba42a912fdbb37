import type { LikeState } from './likes';
import type { ProfileCard } from './profile';
import type { MainImage } from './user';

/**
 * A photo of another member's profile as the viewer may receive it. Premium viewers get every
 * active photo unlocked; everyone else gets the main photo unlocked and the others locked: only
 * a server-made blurred thumbnail (a separate file, so the original cannot be recovered), never
 * the full-size or the sharp thumbnail file name.
 */
export type PublicPhoto =
  | {
      id: number;
      locked: false;
      main: boolean;
      filename: string;
      thumb_filename: string;
      width: number;
      height: number;
    }
  | { id: number; locked: true; main: false; thumb_blurred: string | null };

/** An enumerated attribute listed in settings.visible_profile_fields (values translated by the client). */
export type PublicAttribute = {
  key: 'interest' | 'hair_color' | 'eye_color' | 'body_type' | 'relationship_status';
  value: string;
};

/** GET /api/member.php?id= and the /members/{id} page: another member's profile overview. */
export type PublicProfile = {
  id: number;
  name: string;
  age: number;
  gender: string;
  country: string;
  region: string | null;
  city: string | null;
  is_fictional: boolean;
  /** The owner is premium (users.paid_user): the gold badge. Fictional profiles never are. */
  premium: boolean;
  main_image: MainImage | null;
  photos: PublicPhoto[];
  /** How many photos are locked for this viewer (0 for premium viewers). */
  locked_photos: number;
  attributes: PublicAttribute[];
  /** Interest slugs (translated as interests.<slug>, icon from settings.interests); [] when hidden. */
  hobbies: string[];
  /** Free-text notes listed in settings.visible_profile_notes, e.g. about. */
  notes: { key: string; text: string }[];
};

/** GET /api/member.php?id=: the overview plus what the page needs around it. */
export type ProfileView = {
  profile: PublicProfile;
  /** D2's like state of the pair (all false for visitors). */
  like: LikeState;
  /** The viewer blocked this profile (the page offers to unblock). */
  blocked_by_me: boolean;
  /** The viewer's own profile (no like, chat or block actions). */
  own: boolean;
  similar: ProfileCard[];
};
