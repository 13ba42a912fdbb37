// /api/typing.php — POST {conversation_id} (member): tells the partner the member is typing
// (a `typing` event on their stream). Throttled: { sent: false } when one went out just now.
import { route } from '@/lib/server/http/route';
import { announceTyping } from '@/lib/server/chat/live';
import { typingSchema } from '@/lib/schemas/chat-live';

export const POST = route({ auth: 'member', body: typingSchema }, async ({ session, body }) =>
  announceTyping(session.user, body.conversation_id),
);
