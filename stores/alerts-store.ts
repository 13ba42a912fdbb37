import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { ALERTS_STORAGE_KEY } from '@/lib/utils/push-offer';

// Dismissed alerts (spec §4: dismissible and remembered; the photo alert and the time-bonus
// modal with a timestamp).
export type AlertKey = 'profilePhoto' | 'push' | 'notificationsDisabled' | 'activation' | 'timeBonusModal';

type AlertsState = {
  dismissedAt: Partial<Record<AlertKey, number>>;
  dismiss: (key: AlertKey) => void;
  reset: (key: AlertKey) => void;
};

export const useAlertsStore = create<AlertsState>()(
  persist(
    (set) => ({
      dismissedAt: {},
      dismiss: (key) => set((s) => ({ dismissedAt: { ...s.dismissedAt, [key]: Date.now() } })),
      reset: (key) =>
        set((s) => {
          const next = { ...s.dismissedAt };
          delete next[key];
          return { dismissedAt: next };
        }),
    }),
    { name: ALERTS_STORAGE_KEY, storage: createJSONStorage(() => localStorage) },
  ),
);

export function resetAlertsStore(): void {
  useAlertsStore.setState({ dismissedAt: {} });
}
