import { create } from 'zustand';
import { setPushSubscribedForPolling } from '@/lib/api-client/push-state';
import type { PushSubscriptionInput } from '@/lib/schemas/push';

/** The last push the service worker passed on (NEW_PUSH_MESSAGE), as the server sent it. */
export type PushMessage = {
  type: 'message' | 'like' | 'match';
  title: string;
  body: string;
  url: string;
  tag: string;
  conversation_id?: number;
  profile_id?: number;
};

/**
 * Push state (spec §3): whether this device can take pushes (Push API, notifications and our
 * service worker), whether it is subscribed, whether the member denied the permission, the
 * subscription itself and the last pushed message. Client state only; the truth is the
 * browser's PushManager, read again on every page load (components/push/push-client.ts).
 */
type PushState = {
  /** null until checked on this page. */
  isCapable: boolean | null;
  isSubscribed: boolean;
  denied: boolean;
  subscription: PushSubscriptionInput | null;
  lastMessage: PushMessage | null;
  setCapable: (capable: boolean) => void;
  setDenied: (denied: boolean) => void;
  setSubscription: (subscription: PushSubscriptionInput | null) => void;
  setLastMessage: (message: PushMessage | null) => void;
};

export const usePushStore = create<PushState>()((set) => ({
  isCapable: null,
  isSubscribed: false,
  denied: false,
  subscription: null,
  lastMessage: null,
  setCapable: (isCapable) => set({ isCapable }),
  setDenied: (denied) => set({ denied }),
  setSubscription: (subscription) => {
    // Spec §9: the pollers slow to 300 s while pushes arrive (they read this flag).
    setPushSubscribedForPolling(subscription !== null);
    set({ subscription, isSubscribed: subscription !== null, ...(subscription ? { denied: false } : {}) });
  },
  setLastMessage: (lastMessage) => set({ lastMessage }),
}));

export function resetPushStore(): void {
  setPushSubscribedForPolling(false);
  usePushStore.setState({ isCapable: null, isSubscribed: false, denied: false, subscription: null, lastMessage: null });
}
