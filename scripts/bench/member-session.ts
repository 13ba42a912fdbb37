// A logged-in session of the demo member (a real login through POST /api/user.php, as the login
// form sends it), and the ids the member pages with an id need: one of the demo member's
// conversations with a fictional profile (/chats/{id}) and that profile (/members/{id}).
import { CONVERSATION_ID, PROFILE_ID } from './budgets';

export const SESSION_COOKIE = 'hl_session';
export const DEMO = { email: 'demo@heartline.local', password: 'heartline-demo' };

export type MemberIds = { profileId: number; conversationId: number };

/** The `hl_session=…` cookie pair of a fresh login as the demo member. */
export async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/user.php`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: new URL(base).origin,
      'sec-fetch-site': 'same-origin',
    },
    body: JSON.stringify(DEMO),
  });
  const body = await res.text();
  if (res.status !== 200)
    throw new Error(`login as ${DEMO.email} answered ${res.status}: ${body.slice(0, 200)}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`login answered 200 without a ${SESSION_COOKIE} cookie`);
  return cookie.split(';')[0];
}

type ChatsAnswer = {
  chats: { conversation: { id: number }; profile: { id: number; is_fictional: boolean } }[];
};

/** The demo member's newest conversation with a fictional profile (the demo seed makes some). */
export async function memberIds(base: string, session: string): Promise<MemberIds> {
  const res = await fetch(`${base}/api/chats.php`, { headers: { cookie: session } });
  if (res.status !== 200) throw new Error(`GET /api/chats.php answered ${res.status}`);
  const { chats } = (await res.json()) as ChatsAnswer;
  const chat = chats.find((c) => c.profile.is_fictional);
  if (!chat) throw new Error('the demo member has no conversation with a fictional profile');
  return { profileId: chat.profile.id, conversationId: chat.conversation.id };
}

/** A budget route with its placeholders filled in. */
export function resolveRoute(route: string, ids: MemberIds): string {
  return route
    .replace(PROFILE_ID, String(ids.profileId))
    .replace(CONVERSATION_ID, String(ids.conversationId));
}
