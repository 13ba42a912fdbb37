// The discount code of spec §3 as GET /api/discountcode.php answers it, and the time bonus (the
// synthetic TIMEBONUS25 code the client counts down). Shared by server, api-client and stores.
export type DiscountCode = {
  code: string;
  country: string | null;
  user_id: number | null;
  /** ISO time; null when the code never expires. */
  expires: string | null;
  /** A decimal string such as "25.0". */
  value_percentage: string;
  currency: string | null;
  /** Minor units of `currency`; 0 when there is no minimum. */
  minimum_order_value: number;
  status: string;
  validity: string;
  expired: boolean;
  /** Method ids the code is valid for; empty means every method. */
  paymentmethods: string[];
};

/** Spec §9: the welcome bonus is 25 percent, code TIMEBONUS25, for 14,400 s after signup. */
export const TIME_BONUS_CODE = 'TIMEBONUS25';
export const TIME_BONUS_PERCENTAGE = 25;
export const TIME_BONUS_SECONDS = 14_400;
export const TIME_BONUS_TICK_MS = 1_000;

export type Countdown = { hours: string; minutes: string; seconds: string };

export type TimeBonus = DiscountCode & {
  isVisible: boolean;
  countdownTimer: Countdown;
};
