// The ledger under concurrency (run on PostgreSQL too: `node scripts/with-postgres.mjs npx
// vitest run --project api tests/api/chat-concurrency.test.ts`, where the sends really race).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../setup/fixtures';
import { balanceAndLedger, chatMember, messageCount, send } from './support/chat';

let siteId: number;
beforeAll(async () => {
  siteId = (await createSite()).id;
});

describe('concurrent sends', () => {
  it('100 concurrent sends with credits for 10 store exactly 10 messages; balance = ledger sum = 0', async () => {
    const ann = await chatMember(siteId, { credits: 10, paid: true });
    const ben = await chatMember(siteId);
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        send(ann.cookie, {
          profile_id: ben.profileId,
          kind: 'text',
          body: `m${i}`,
          client_key: randomUUID(),
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(90);
    expect(await messageCount(ann.profileId)).toBe(10);
    expect(await balanceAndLedger(ann.user.id)).toEqual({ balance: 0, ledger: 0 });
  }, 60_000);

  it('the same client key sent 20 times at once is stored and charged once', async () => {
    const ann = await chatMember(siteId, { credits: 10, paid: true });
    const ben = await chatMember(siteId);
    const body = { profile_id: ben.profileId, kind: 'text', body: 'retry', client_key: 'same-key' };
    const results = await Promise.all(Array.from({ length: 20 }, () => send(ann.cookie, body)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.json.message.id)).size).toBe(1);
    expect(await messageCount(ann.profileId)).toBe(1);
    expect(await balanceAndLedger(ann.user.id)).toEqual({ balance: 9, ledger: 9 });
  }, 60_000);

  it('free messages are not over-granted by parallel sends', async () => {
    const ann = await chatMember(siteId); // free member: 3 free messages, no credits
    const ben = await chatMember(siteId);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(ann.cookie, {
          profile_id: ben.profileId,
          kind: 'text',
          body: `f${i}`,
          client_key: randomUUID(),
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(await messageCount(ann.profileId)).toBe(3);
  }, 60_000);
});
