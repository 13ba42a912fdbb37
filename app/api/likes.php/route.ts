// /api/likes.php — GET (polled): the member's received likes (liked_by: id, like_new), sent
// likes and matches, newest first (at most 200 each), with their profiles (main_image prefixed
// with the site's cdn_prefix). 304 on If-None-Match while the member's change marker stands.
import { route } from '@/lib/server/http/route';
import { likesFor, likesVersioned } from '@/lib/server/likes/lists';

export const GET = route(
  {
    auth: 'member',
    etag: 'likes',
    // A session this instance remembers: the lists from the member's ids alone, with the marker.
    remembered: ({ site, userId, profileId }) => likesVersioned(site, userId, profileId),
  },
  async ({ site, session }) => likesFor(site, session.user, session.own?.profile.id ?? null),
);
