// GET /api/member.php?id= — another member's profile overview (spec §2 /members/{id}): photos as
// the viewer may see them, like state, block state, similar profiles. 404 profile_not_found for
// a missing or disabled profile; 404 blocked {name} when that profile blocked the viewer.
import { route } from '@/lib/server/http/route';
import { viewProfile } from '@/lib/server/profiles/view';
import { memberQuerySchema } from '@/lib/schemas/profile-view';

export const GET = route({ auth: 'public', query: memberQuerySchema }, async ({ site, session, query }) =>
  viewProfile(site, session?.user ?? null, query.id, { markSeen: true }),
);
