// /api/chats.php — GET (polled): the member's conversations newest first (spec §3 Chat entries:
// conversation id, partner profile, num_unread_messages, last message), at most 100, hidden and
// blocked ones left out. 304 on If-None-Match while the member's change marker stands.
import { route } from '@/lib/server/http/route';
import { listChats, listChatsVersioned } from '@/lib/server/chat/service';

export const GET = route(
  {
    auth: 'member',
    etag: 'chats',
    // A session this instance remembers: the list from the member's ids alone, with the marker.
    remembered: ({ site, userId, profileId }) => listChatsVersioned(site, userId, profileId),
  },
  async ({ site, session }) => listChats(site, session.user, session.own?.profile.id ?? null),
);
