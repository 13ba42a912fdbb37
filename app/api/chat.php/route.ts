// /api/chat.php — one conversation:
//   GET ?id=&before=&limit=  a page of messages, oldest → newest (has_more: ask with before=<first id>)
//   POST {conversation_id | profile_id, kind, body?, photo_id?, gift_id?, client_key}  send
//        (the Idempotency-Key header may carry the client key instead; a retry is charged once)
//   PUT {id}  mark read (unread count 0)
//   DELETE ?id= | ?profile_id=  remove the conversation(s) for this member
import { route } from '@/lib/server/http/route';
import { AppError } from '@/lib/server/http/errors';
import { deleteConversation, getMessages, openConversation, sendMessage } from '@/lib/server/chat/service';
import {
  clientKeySchema,
  deleteChatQuerySchema,
  markReadSchema,
  messagesQuerySchema,
  sendMessageSchema,
} from '@/lib/schemas/chat';

export const GET = route({ auth: 'member', query: messagesQuerySchema }, async ({ site, session, query }) =>
  getMessages(site, session.user, query.id, { before: query.before, limit: query.limit }),
);

export const POST = route(
  { auth: 'member', body: sendMessageSchema },
  async ({ req, site, session, body }) => {
    const header = req.headers.get('idempotency-key');
    const key = clientKeySchema.safeParse(body.client_key ?? header ?? '');
    if (!key.success) throw new AppError('client_key_required', 422);
    if (body.client_key && header && header.trim() !== key.data)
      throw new AppError('client_key_mismatch', 422);
    return sendMessage(site, session.user, { ...body, client_key: key.data });
  },
);

export const PUT = route({ auth: 'member', body: markReadSchema }, async ({ session, body }) =>
  openConversation(session.user, body.id),
);

export const DELETE = route({ auth: 'member', query: deleteChatQuerySchema }, async ({ session, query }) =>
  deleteConversation(
    session.user,
    query.id !== undefined ? { conversationId: query.id } : { profileId: query.profile_id! },
  ),
);
