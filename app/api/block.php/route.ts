// /api/block.php — POST {profile_id} blocks a profile (and deletes the likes both ways and the
// match between the two in the same transaction); DELETE ?profile_id= lifts the member's block.
import { route } from '@/lib/server/http/route';
import { blockProfile, unblockProfile } from '@/lib/server/blocks/service';
import { blockBodySchema, blockQuerySchema } from '@/lib/schemas/blocks';

export const POST = route({ auth: 'member', body: blockBodySchema }, async ({ site, session, body }) =>
  blockProfile(site, session.user, body.profile_id),
);

export const DELETE = route({ auth: 'member', query: blockQuerySchema }, async ({ session, query }) =>
  unblockProfile(session.user, query.profile_id),
);
