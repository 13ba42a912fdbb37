// @vitest-environment node
// The PGlite marker cache's bookkeeping (lib/server/http/marker-cache.ts): a marker read before a
// drop of its member is never stored after it, bounded memory included. The cache on a real
// database (drops from the NOTIFY, polls with no query): tests/api/poll-markers.test.ts.
import { MarkerCache } from '@/lib/server/http/marker-cache';

vi.mock('@/lib/server/db/client', () => ({ getDb: vi.fn(), listenLocal: vi.fn() }));

const m = (n: number) => ({ chats: n, likes: n, account: n });

describe('MarkerCache', () => {
  it('keeps a marker read with no drop of its member since the ticket', () => {
    const cache = new MarkerCache();
    cache.drop(2);
    const ticket = cache.ticket();
    cache.store(1, m(1), ticket);
    expect(cache.get(1)).toEqual(m(1));
    // A drop before the ticket does not matter: the read saw that write.
    cache.store(2, m(2), ticket);
    expect(cache.get(2)).toEqual(m(2));
  });

  it('refuses a marker read before a drop of its member, and forgets the member on a drop', () => {
    const cache = new MarkerCache();
    cache.store(1, m(1), cache.ticket());
    const ticket = cache.ticket();
    cache.drop(1);
    expect(cache.get(1)).toBeUndefined();
    cache.store(1, m(1), ticket);
    expect(cache.get(1)).toBeUndefined();
    // Another member's drop does not refuse this one's read.
    const next = cache.ticket();
    cache.drop(3);
    cache.store(1, m(2), next);
    expect(cache.get(1)).toEqual(m(2));
  });

  it('keeps at most maxEntries markers, the least recently used going first', () => {
    const cache = new MarkerCache(2, 10);
    cache.store(1, m(1), 0);
    cache.store(2, m(2), 0);
    cache.get(1);
    cache.store(3, m(3), 0);
    expect(cache.size).toBe(2);
    expect(cache.get(2)).toBeUndefined();
    expect(cache.get(1)).toEqual(m(1));
    expect(cache.get(3)).toEqual(m(3));
  });

  it('when a drop record is forgotten, refuses every read older than it', () => {
    const cache = new MarkerCache(10, 2);
    const old = cache.ticket();
    cache.drop(1);
    cache.drop(2);
    cache.drop(3); // forgets member 1's drop
    cache.store(1, m(1), old);
    expect(cache.get(1)).toBeUndefined();
    // Members never dropped are refused too (the floor knows no names), newer reads are kept.
    cache.store(4, m(4), old);
    expect(cache.get(4)).toBeUndefined();
    cache.store(1, m(1), cache.ticket());
    expect(cache.get(1)).toEqual(m(1));
  });
});
