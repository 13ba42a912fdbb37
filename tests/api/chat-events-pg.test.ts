// PostgreSQL only (node scripts/with-postgres.mjs npx vitest run --project api): the chat bus
// crosses app instances through LISTEN/NOTIFY. Two transports stand for two instances, each with
// its own listening connection; an event published by either reaches both, exactly once.
import { PgChatTransport } from '@/lib/server/chat/events-pg';
import {
  emitChatEvent,
  onMessage,
  chatEventsReady,
  closeChatEvents,
  type ChatEvent,
} from '@/lib/server/chat/events';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('chat events over PostgreSQL LISTEN/NOTIFY', () => {
  const transports: PgChatTransport[] = [];
  afterAll(async () => {
    await Promise.all(transports.map((t) => t.close()));
    await closeChatEvents();
  });

  const waitFor = async (check: () => boolean, ms = 2_000) => {
    const end = Date.now() + ms;
    while (!check()) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 10));
    }
  };

  it('delivers an event published on one instance to the listeners of both', async () => {
    const gotA: unknown[] = [];
    const gotB: unknown[] = [];
    const a = new PgChatTransport(url!, (p) => gotA.push(p));
    const b = new PgChatTransport(url!, (p) => gotB.push(p));
    transports.push(a, b);
    await Promise.all([a.start(), b.start()]);
    expect(a.listening && b.listening).toBe(true);

    const event = { type: 'typing', conversationId: 1, toProfileId: 2, fromProfileId: 3 };
    await a.publish(event);
    await waitFor(() => gotA.length === 1 && gotB.length === 1);
    expect(gotB[0]).toEqual(event);
    await b.publish({ ...event, conversationId: 2 });
    await waitFor(() => gotA.length === 2 && gotB.length === 2);
    await new Promise((r) => setTimeout(r, 100));
    expect(gotA).toHaveLength(2);
    expect(gotB).toHaveLength(2);
  });

  it("emitChatEvent (the app's bus) goes through NOTIFY and reaches the other instance too", async () => {
    const other: unknown[] = [];
    const b = new PgChatTransport(url!, (p) => other.push(p));
    transports.push(b);
    await b.start();
    const local: ChatEvent[] = [];
    const off = onMessage((e) => local.push(e));
    await chatEventsReady();
    const event: ChatEvent = {
      type: 'message',
      conversationId: 5,
      toProfileId: 6,
      fromProfileId: 7,
      messageId: 8,
    };
    emitChatEvent(event);
    await waitFor(() => local.length === 1 && other.length === 1);
    expect(local[0]).toEqual(event);
    expect(other[0]).toEqual(event);
    off();
  });

  it('refuses a payload over the NOTIFY limit', async () => {
    const a = new PgChatTransport(url!, () => {});
    transports.push(a);
    await expect(a.publish({ big: 'x'.repeat(9_000) })).rejects.toThrow(/too large/);
  });
});
