// /api/swipe.php — GET: the member's next swipe cards with today's like quota
// ({ profiles, likes_left, limit, resets_at }); POST {profile_id, decision: like|pass}: one
// swipe (likes limited to 4 per UTC day: 429 swipe_limit {limit, resets_at}).
import { route } from '@/lib/server/http/route';
import { swipe, swipeDeck } from '@/lib/server/matching/swipe';
import { swipeBodySchema } from '@/lib/schemas/matching';

export const GET = route({ auth: 'member' }, async ({ site, session }) => swipeDeck(site, session.user));

export const POST = route({ auth: 'member', body: swipeBodySchema }, async ({ site, session, body }) =>
  swipe(site, session.user, body.profile_id, body.decision),
);
