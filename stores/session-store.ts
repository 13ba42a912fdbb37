import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Geocode, GeolocationPermission } from '@/lib/schemas/geocode';
import type { DiscountCode, TimeBonus } from '@/lib/schemas/discount-code';

export type { GeolocationPermission };

/**
 * The session store of spec §3: client state that lasts as long as the browser tab. The discount
 * fields only steer what the screens show; the server decides every price again on its own.
 */
type SessionState = {
  paymentCountry: string | null;
  signupFlowEmbeddedSiteEntryWarning: boolean;
  geolocation_permission: GeolocationPermission;
  geolocation_geocode: Geocode | null;
  /** A code the member entered or followed a link with (e.g. the STAY- code). */
  discountcode: DiscountCode | null;
  /** The site's welcome code (GET /api/discountcode.php?welcome=true). */
  welcomeDiscountcode: DiscountCode | null;
  /** The welcome bonus of the first 4 hours; its ticking timer lives in stores/time-bonus.ts. */
  timeBonus: TimeBonus | null;
  setGeolocationPermission: (value: GeolocationPermission) => void;
  setGeolocationGeocode: (value: Geocode | null) => void;
  setPaymentCountry: (value: string | null) => void;
  setSignupFlowEmbeddedSiteEntryWarning: (value: boolean) => void;
  setDiscountcode: (value: DiscountCode | null) => void;
  setWelcomeDiscountcode: (value: DiscountCode | null) => void;
  setTimeBonus: (value: TimeBonus | null) => void;
};

const initial = {
  paymentCountry: null,
  signupFlowEmbeddedSiteEntryWarning: false,
  geolocation_permission: 'unknown' as GeolocationPermission,
  geolocation_geocode: null,
  discountcode: null,
  welcomeDiscountcode: null,
  timeBonus: null,
};

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...initial,
      setGeolocationPermission: (geolocation_permission) => set({ geolocation_permission }),
      setGeolocationGeocode: (geolocation_geocode) => set({ geolocation_geocode }),
      setPaymentCountry: (paymentCountry) => set({ paymentCountry }),
      setSignupFlowEmbeddedSiteEntryWarning: (signupFlowEmbeddedSiteEntryWarning) =>
        set({ signupFlowEmbeddedSiteEntryWarning }),
      setDiscountcode: (discountcode) => set({ discountcode }),
      setWelcomeDiscountcode: (welcomeDiscountcode) => set({ welcomeDiscountcode }),
      setTimeBonus: (timeBonus) => set({ timeBonus }),
    }),
    {
      name: 'heartline-session',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({
        paymentCountry: s.paymentCountry,
        signupFlowEmbeddedSiteEntryWarning: s.signupFlowEmbeddedSiteEntryWarning,
        geolocation_permission: s.geolocation_permission,
        geolocation_geocode: s.geolocation_geocode,
        discountcode: s.discountcode,
        welcomeDiscountcode: s.welcomeDiscountcode,
        timeBonus: s.timeBonus,
      }),
    },
  ),
);

export function resetSessionStore(): void {
  useSessionStore.setState(initial);
}
