// /api/like-seen.php — POST {profile_id}: the member opened the profile of someone who liked
// them; that like's like_new becomes false (idempotent). Answers { seen: true }.
import { route } from '@/lib/server/http/route';
import { likeSeenAsMember } from '@/lib/server/likes/member';
import { likeBodySchema } from '@/lib/schemas/likes';

export const POST = route({ auth: 'member', body: likeBodySchema }, async ({ session, body }) =>
  likeSeenAsMember(session.user, body.profile_id),
);
