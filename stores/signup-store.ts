import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { TrackingParams } from '@/lib/schemas/signup';
import type { MainImage } from '@/lib/schemas/user';

/** The form fields of spec §3 (email, name, password, date_of_birth, signup_message) and who. */
export type SignupDraft = {
  email: string;
  name: string;
  password: string;
  date_of_birth: string;
  signup_message: string;
  gender: string;
  interest: string;
};

/** The member a signup started from (/members/{id}/signup): gets the signup message. */
export type SignupTargetProfile = { id: number; name: string; main_image: MainImage | null };

type SignupState = {
  draft: SignupDraft;
  target: SignupTargetProfile | null;
  tracking: TrackingParams;
  /** The finished signup began with the message step: /complete-signup counts it in its progress. */
  withMessage: boolean;
  /** Not persisted: whether the signup modal is open, and whether a signup request is running. */
  modalOpen: boolean;
  submitting: boolean;
  setDraft: (patch: Partial<SignupDraft>) => void;
  setTarget: (target: SignupTargetProfile | null) => void;
  /** Keeps tracking parameters of a landing URL; later landings add to them, empty ones change nothing. */
  captureTracking: (params: TrackingParams) => void;
  openSignup: (options?: { target?: SignupTargetProfile | null }) => void;
  /** Spec §4 "signupClosed": closes the modal (after signup, on going to login, or when asked). */
  signupClosed: () => void;
  setSubmitting: (value: boolean) => void;
  /** After a successful signup: the draft holds a password, so nothing of it may stay behind. */
  clearDraft: (withMessage?: boolean) => void;
};

export const emptyDraft: SignupDraft = {
  email: '',
  name: '',
  password: '',
  date_of_birth: '',
  signup_message: '',
  gender: '',
  interest: '',
};

const initial = {
  draft: emptyDraft,
  target: null,
  tracking: {},
  withMessage: false,
  modalOpen: false,
  submitting: false,
};

/** Has the visitor begun? Then the modal no longer closes by backdrop or Escape (spec §4). */
export function draftStarted(draft: SignupDraft): boolean {
  return Object.values(draft).some((v) => v.trim() !== '');
}

export const SIGNUP_STORE_KEY = 'heartline-signup';

type PersistedSignup = Pick<SignupState, 'target' | 'tracking' | 'withMessage'> & {
  draft: Omit<SignupDraft, 'password'>;
};

/** The draft as sessionStorage may hold it: every field but the password. */
function withoutPassword(draft: Partial<SignupDraft>): Omit<SignupDraft, 'password'> {
  const { password: _password, ...rest } = { ...emptyDraft, ...draft };
  void _password;
  return rest;
}

export const useSignupStore = create<SignupState>()(
  persist(
    (set) => ({
      ...initial,
      setDraft: (patch) => set((s) => ({ draft: { ...s.draft, ...patch } })),
      setTarget: (target) => set({ target }),
      captureTracking: (params) => {
        if (Object.keys(params).length) set((s) => ({ tracking: { ...s.tracking, ...params } }));
      },
      openSignup: (options) =>
        set((s) => ({ modalOpen: true, target: options?.target !== undefined ? options.target : s.target })),
      signupClosed: () => set({ modalOpen: false, submitting: false }),
      setSubmitting: (submitting) => set({ submitting }),
      clearDraft: (withMessage = false) =>
        set({ draft: emptyDraft, target: null, tracking: {}, withMessage }),
    }),
    {
      name: SIGNUP_STORE_KEY,
      // sessionStorage, not localStorage: the draft survives a reload of the tab and is gone
      // when the tab closes. The password never goes there (any script on the origin, and
      // anyone at the machine, could read it): it lives in memory only, and a reload asks
      // for it again.
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s): PersistedSignup => ({
        draft: withoutPassword(s.draft),
        target: s.target,
        tracking: s.tracking,
        withMessage: s.withMessage,
      }),
      // Rehydrating keeps the password typed in this page, whatever the stored copy says.
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<PersistedSignup>;
        return {
          ...current,
          ...stored,
          draft: {
            ...current.draft,
            ...withoutPassword(stored.draft ?? {}),
            password: current.draft.password,
          },
        };
      },
    },
  ),
);

export function resetSignupStore(): void {
  useSignupStore.setState(initial);
}
