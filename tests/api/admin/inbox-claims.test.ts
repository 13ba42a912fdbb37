// The claim race (issue 15, Proof): two operators each send 50 claims for the same conversation
// at once, through the real endpoint; one SQL statement decides (lib/server/admin/inbox/repo.ts
// upsertClaim), so exactly one operator ends up holding it and every claim of the other is
// refused with 409 claimed_by_other. Runs on PGlite and, with
// `node scripts/with-postgres.mjs npx vitest run --project api tests/api/admin/inbox-claims.test.ts`,
// on PostgreSQL, where the requests really run in parallel on separate pooled connections.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { POST as CLAIM } from '@/app/api/admin/inbox/claim/route';
import { POST as REPLY } from '@/app/api/admin/inbox/reply/route';
import { getDb } from '@/lib/server/db/client';
import { auditLog, messages, operatorClaims } from '@/lib/server/db/schema';
import { createMember, createSite } from '../../setup/fixtures';
import { fictionalProfile } from '../support/chat';
import { seedConversation } from '../support/inbox';
import { asStaff, signedInStaff, type TestStaff } from '../support/admin';

let siteId: number;
let op1: TestStaff;
let op2: TestStaff;

beforeAll(async () => {
  siteId = (await createSite()).id;
  op1 = await signedInStaff('operator');
  op2 = await signedInStaff('operator');
}, 60_000);

async function waitingConversation(name: string) {
  const m = await createMember({ siteId, withProfile: { name } });
  const f = await fictionalProfile(`${name}F`);
  return seedConversation(m.profile!.id, f.id, [{ from: 'member', body: 'anyone there?', minutesAgo: 1 }]);
}

const claim = (who: TestStaff, conversationId: number) =>
  asStaff(CLAIM, who, 'POST', '/api/admin/inbox/claim', { body: { conversationId } });

describe('claim race', () => {
  for (let round = 1; round <= 3; round++) {
    it(`2 operators × 50 parallel claims: exactly one owner (round ${round})`, async () => {
      const conv = await waitingConversation(`Race${round}`);
      const calls = Array.from({ length: 100 }, (_, i) => ({ who: i % 2 ? op2 : op1, i }));
      const answers = await Promise.all(calls.map(async ({ who }) => ({ who, res: await claim(who, conv) })));
      const winners = new Set(answers.filter((a) => a.res.status === 200).map((a) => a.who.id));
      expect(winners.size).toBe(1);
      const [owner] = [...winners];
      for (const a of answers) {
        if (a.who.id === owner) expect(a.res.status).toBe(200);
        else expect([a.res.status, a.res.json.error]).toEqual([409, 'claimed_by_other']);
      }
      const db = await getDb();
      const rows = await db.select().from(operatorClaims).where(eq(operatorClaims.conversationId, conv));
      expect(rows.map((r) => r.staffId)).toEqual([owner]);
      // Taken once: one audit entry, whatever the number of renewals.
      const audits = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'conversation'), eq(auditLog.targetId, String(conv))));
      expect(audits.map((a) => [a.action, a.staffId])).toEqual([['chat.claim', owner]]);
    });
  }

  it('two operators answering at once: only the holder’s reply is sent', async () => {
    const conv = await waitingConversation('Reply');
    expect((await claim(op1, conv)).status).toBe(200);
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        asStaff(REPLY, i % 2 ? op2 : op1, 'POST', '/api/admin/inbox/reply', {
          body: { conversationId: conv, body: `answer ${i}` },
        }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    const db = await getDb();
    const sent = await db.select().from(messages).where(eq(messages.conversationId, conv));
    expect(sent).toHaveLength(2);
    expect(Number(sent[1].body.split(' ')[1]) % 2).toBe(0);
  });
});
