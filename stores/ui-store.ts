import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { UI_STORAGE_KEY } from '@/lib/utils/entry-warning';

// Client state only (ARCHITECTURE.md): what the visitor dismissed and how the app runs.
type UiState = {
  /** When the site-entry warning was accepted; remembered across visits. */
  entryWarningAcceptedAt: number | null;
  installedApp: boolean;
  acceptEntryWarning: () => void;
  setInstalledApp: (value: boolean) => void;
};

const initial = { entryWarningAcceptedAt: null, installedApp: false };

export const useUiStore = create<UiState>()(
  persist(
    (set) => ({
      ...initial,
      acceptEntryWarning: () => set({ entryWarningAcceptedAt: Date.now() }),
      setInstalledApp: (installedApp) => set({ installedApp }),
    }),
    {
      name: UI_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ entryWarningAcceptedAt: s.entryWarningAcceptedAt }),
    },
  ),
);

/** Tests start every case from a fresh store. */
export function resetUiStore(): void {
  useUiStore.setState(initial);
}
