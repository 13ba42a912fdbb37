import type { CountryMap, LanderCopy, LanderProfile } from '@/lib/schemas/lander';

/** What every lander design receives: the copy, the profiles and the way on to signup. */
export type LanderDesignProps = {
  copy: LanderCopy;
  profiles: LanderProfile[];
  cdnPrefix: string;
  fictionalIcon: string;
  /** /signup with the lander URL's tracking parameters (the link without JavaScript). */
  signupHref: string;
  locale: string;
  /** maplanding only: the stylised map of the visitor's country. */
  map?: CountryMap & { countryName: string };
};
