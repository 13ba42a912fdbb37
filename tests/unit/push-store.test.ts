// The push store (spec §3 push state) and the flag the pollers read (spec §9: 300 s while subscribed).
import { pushSubscribedNow } from '@/lib/api-client/push';
import { chatsQueryOptions } from '@/lib/api-client/chats';
import { likesQueryOptions } from '@/lib/api-client/likes';
import { currentUserQueryOptions } from '@/lib/api-client/user';
import { resetPushStore, usePushStore } from '@/stores/push-store';

const sub = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/x',
  expirationTime: null,
  keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
};

// refetchInterval is a function of the query: the store's flag is read at each poll.
const interval = (opts: { refetchInterval?: unknown }) =>
  (opts.refetchInterval as (q: unknown) => number)(undefined);

beforeEach(() => resetPushStore());

describe('push store', () => {
  it('starts unknown, not subscribed, not denied, no message', () => {
    expect(usePushStore.getState()).toMatchObject({
      isCapable: null,
      isSubscribed: false,
      denied: false,
      subscription: null,
      lastMessage: null,
    });
  });

  it('a subscription sets isSubscribed, clears denied and slows user, chats and likes to 300 s', () => {
    const s = usePushStore.getState();
    expect([interval(currentUserQueryOptions), interval(chatsQueryOptions()), interval(likesQueryOptions())]).toEqual([
      60_000, 60_000, 60_000,
    ]);
    s.setDenied(true);
    s.setSubscription(sub);
    expect(usePushStore.getState()).toMatchObject({ isSubscribed: true, denied: false, subscription: sub });
    expect(pushSubscribedNow()).toBe(true);
    expect([interval(currentUserQueryOptions), interval(chatsQueryOptions()), interval(likesQueryOptions())]).toEqual([
      300_000, 300_000, 300_000,
    ]);
    s.setSubscription(null);
    expect(usePushStore.getState().isSubscribed).toBe(false);
    expect(interval(chatsQueryOptions())).toBe(60_000);
  });

  it('keeps capability, denial and the last pushed message', () => {
    const s = usePushStore.getState();
    s.setCapable(true);
    s.setDenied(true);
    const message = { type: 'like' as const, title: 'New like!', body: 'Carl liked you', url: '/likes/received', tag: 'likes' };
    s.setLastMessage(message);
    expect(usePushStore.getState()).toMatchObject({ isCapable: true, denied: true, lastMessage: message });
    resetPushStore();
    expect(usePushStore.getState()).toMatchObject({ isCapable: null, denied: false, lastMessage: null });
    expect(pushSubscribedNow()).toBe(false);
  });
});
