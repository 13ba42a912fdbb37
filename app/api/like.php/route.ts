// /api/like.php — POST {profile_id}: the member likes a profile (idempotent; a mutual like is a
// match, written exactly once); DELETE ?profile_id=: takes the like (and the match) back.
// Both answer { liked, match, profile }.
import { route } from '@/lib/server/http/route';
import { likeAsMember, unlikeAsMember } from '@/lib/server/likes/member';
import { likeBodySchema, likeQuerySchema } from '@/lib/schemas/likes';

export const POST = route({ auth: 'member', body: likeBodySchema }, async ({ site, session, body }) =>
  likeAsMember(site, session.user, body.profile_id),
);

export const DELETE = route({ auth: 'member', query: likeQuerySchema }, async ({ site, session, query }) =>
  unlikeAsMember(site, session.user, query.profile_id),
);
