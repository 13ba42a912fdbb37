import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Geocode } from '@/lib/schemas/geocode';

/** Spec §4 geolocation permission: unsupported, unknown, or the browser's state. */
export type GeolocationPermission = 'unsupported' | 'unknown' | 'granted' | 'denied' | 'prompt';

/**
 * The session store of spec §3: client state that lasts as long as the browser tab. Issues that
 * add the payment country, discount codes and the time bonus add their fields here.
 */
type SessionState = {
  paymentCountry: string | null;
  signupFlowEmbeddedSiteEntryWarning: boolean;
  geolocation_permission: GeolocationPermission;
  geolocation_geocode: Geocode | null;
  setGeolocationPermission: (value: GeolocationPermission) => void;
  setGeolocationGeocode: (value: Geocode | null) => void;
  setPaymentCountry: (value: string | null) => void;
  setSignupFlowEmbeddedSiteEntryWarning: (value: boolean) => void;
};

const initial = {
  paymentCountry: null,
  signupFlowEmbeddedSiteEntryWarning: false,
  geolocation_permission: 'unknown' as GeolocationPermission,
  geolocation_geocode: null,
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
    }),
    {
      name: 'heartline-session',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({
        paymentCountry: s.paymentCountry,
        signupFlowEmbeddedSiteEntryWarning: s.signupFlowEmbeddedSiteEntryWarning,
        geolocation_permission: s.geolocation_permission,
        geolocation_geocode: s.geolocation_geocode,
      }),
    },
  ),
);

export function resetSessionStore(): void {
  useSessionStore.setState(initial);
}
