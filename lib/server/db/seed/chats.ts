import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { conversationMembers, conversations, messages, profiles, users } from '@/lib/server/db/schema';
import { DEMO_MEMBER, DEMO_MEMBER_2 } from './demo-accounts';

type Line = { from: 'me' | 'them'; body: string; minutesAgo: number };

// Fictional profiles wrote first, so the demo member has used none of the free conversations.
const SCRIPTS: readonly Line[][] = [
  [
    { from: 'them', body: 'Hi Alex! I saw you like cycling along the canals. Me too 😊', minutesAgo: 180 },
    { from: 'me', body: 'Hi! Yes, almost every weekend. Where do you usually ride?', minutesAgo: 170 },
    {
      from: 'them',
      body: 'Mostly around the Amstel. Maybe we could ride together some day?',
      minutesAgo: 20,
    },
  ],
  [{ from: 'them', body: 'Hey, good coffee and a laugh sounds like my kind of date!', minutesAgo: 60 }],
  [
    { from: 'them', body: 'Hello there, how is your week going?', minutesAgo: 1500 },
    { from: 'me', body: 'Busy but good, thanks! And yours?', minutesAgo: 1400 },
  ],
];

const MEMBER_SCRIPT: readonly Line[] = [
  { from: 'them', body: 'Hi Alex, fellow demo member here. Want to test the chat with me?', minutesAgo: 90 },
  { from: 'me', body: 'Sure, Sophie! Everything works both ways.', minutesAgo: 85 },
];

async function profileOf(db: Db, email: string) {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(users.email, email))
    .limit(1);
  return row?.id;
}

/**
 * Demo conversations for the first demo member: three with fictional profiles (the three
 * lowest fictional ids of the gender the member looks for) and one with the second demo member.
 * Runs only while the demo member has no conversation, so it is idempotent; the texts and
 * partners are fixed, the times are relative to now (so they look recent).
 */
export async function seedDemoChats(db: Db): Promise<{ seeded: boolean }> {
  const me = await profileOf(db, DEMO_MEMBER.email);
  const sophie = await profileOf(db, DEMO_MEMBER_2.email);
  if (!me) return { seeded: false };
  const fictional = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.isFictional, true), eq(profiles.gender, 'female'), eq(profiles.status, 'active')))
    .orderBy(asc(profiles.id))
    .limit(SCRIPTS.length);
  const pairs: [number, readonly Line[]][] = fictional.map((f, i) => [f.id, SCRIPTS[i]]);
  if (sophie) pairs.push([sophie, MEMBER_SCRIPT]);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where email = ${DEMO_MEMBER.email} for update`);
    const [has] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(conversationMembers)
      .where(eq(conversationMembers.profileId, me));
    if (Number(has.n) > 0) return { seeded: false };
    const now = Date.now();
    for (const [other, lines] of pairs) {
      const at = (l: Line) => new Date(now - l.minutesAgo * 60_000);
      const first = lines[0];
      const [a, b] = me < other ? [me, other] : [other, me];
      const [conv] = await tx
        .insert(conversations)
        .values({
          profileA: a,
          profileB: b,
          startedBy: first.from === 'me' ? me : other,
          createdAt: at(first),
          lastMessageAt: at(lines[lines.length - 1]),
        })
        .returning({ id: conversations.id });
      await tx.insert(messages).values(
        lines.map((l, i) => ({
          conversationId: conv.id,
          senderId: l.from === 'me' ? me : other,
          kind: 'text',
          body: l.body,
          clientKey: `seed-demo-${conv.id}-${i}`,
          createdAt: at(l),
        })),
      );
      // Unread: the partner's messages after the member's last one.
      const lastMine = lines.map((l) => l.from).lastIndexOf('me');
      const unreadMe = lines.slice(lastMine + 1).filter((l) => l.from === 'them').length;
      const lastAt = at(lines[lines.length - 1]);
      await tx.insert(conversationMembers).values([
        { conversationId: conv.id, profileId: me, unreadCount: unreadMe, lastMessageAt: lastAt },
        { conversationId: conv.id, profileId: other, unreadCount: 0, lastMessageAt: lastAt },
      ]);
    }
    return { seeded: true };
  });
}
