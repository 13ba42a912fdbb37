// /api/profile.php — GET the member's own profile (every photo, pending ones too); PUT any subset
// of the editable fields (name, about, gender, location, the enumerated attributes, hobbies).
import { route } from '@/lib/server/http/route';
import { getOwnProfile, updateOwnProfile } from '@/lib/server/profiles/own-profile';
import { profileUpdateSchema } from '@/lib/schemas/profile';

export const GET = route({ auth: 'member' }, async ({ session }) => getOwnProfile(session.user));

export const PUT = route({ auth: 'member', body: profileUpdateSchema }, async ({ site, session, body }) =>
  updateOwnProfile(site, session.user, body),
);
