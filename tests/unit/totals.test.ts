import { newLikesTotal, unreadTotal } from '@/lib/api-client/totals';

const chat = (id: number, num_unread_messages: number) => ({
  conversation: { id },
  profile: { id: id + 100 },
  num_unread_messages,
});

describe('unreadTotal (spec §3: derived unread total)', () => {
  it('is 0 without data', () => {
    expect(unreadTotal(undefined)).toBe(0);
    expect(unreadTotal([])).toBe(0);
  });

  it('sums num_unread_messages over a list of chat entries', () => {
    expect(unreadTotal([chat(1, 3), chat(2, 0), chat(3, 147)])).toBe(150);
  });

  it('sums the chats of a { chats } answer as well', () => {
    expect(unreadTotal({ chats: [chat(1, 2), chat(2, 5)] })).toBe(7);
  });

  it('treats a missing count as 0', () => {
    const entries = [chat(1, 4), { conversation: { id: 2 }, profile: { id: 3 } }] as unknown as { num_unread_messages: number }[];
    expect(unreadTotal(entries)).toBe(4);
  });
});

describe('newLikesTotal (spec §3: derived new-likes total)', () => {
  it('is 0 without data', () => {
    expect(newLikesTotal(undefined)).toBe(0);
    expect(newLikesTotal({ liked_by: [] })).toBe(0);
  });

  it('counts only liked_by entries with like_new', () => {
    expect(
      newLikesTotal({
        liked_by: [
          { id: 1, like_new: true },
          { id: 2, like_new: false },
          { id: 3, like_new: true },
          { id: 4, like_new: true },
        ],
      }),
    ).toBe(3);
  });

  it('is 0 when every like was seen', () => {
    expect(newLikesTotal({ liked_by: [{ id: 1, like_new: false }] })).toBe(0);
  });
});
