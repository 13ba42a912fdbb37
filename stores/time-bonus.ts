import {
  TIME_BONUS_CODE,
  TIME_BONUS_PERCENTAGE,
  TIME_BONUS_SECONDS,
  TIME_BONUS_TICK_MS,
  type Countdown,
  type DiscountCode,
  type TimeBonus,
} from '@/lib/schemas/discount-code';
import { useSessionStore } from './session-store';

/**
 * The welcome bonus of spec §4 and §9: visible to a logged-in, unpaid member during the first
 * 14,400 s after signup, counting down every second, cleared on logout, expiry or the first
 * purchase. What it shows is only a promise the server keeps on its own: the order is priced
 * from the signup time the server holds, never from this clock.
 */
type BonusUser = { paid_user: boolean; signup_date: string };

// One ticking timer per tab; it is not state to persist or render, so it lives outside the store.
let timer: ReturnType<typeof setInterval> | null = null;

const pad = (n: number) => String(n).padStart(2, '0');

/** hh:mm:ss parts of the time left, rounded up so the last second shows "00:00:01". */
export function countdownFrom(msLeft: number): Countdown {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  return {
    hours: pad(Math.floor(total / 3600)),
    minutes: pad(Math.floor((total % 3600) / 60)),
    seconds: pad(total % 60),
  };
}

export function timeBonusDeadline(signupDate: string): number {
  return Date.parse(signupDate) + TIME_BONUS_SECONDS * 1000;
}

export function isTimeBonusEligible(user: BonusUser | null, now: number): boolean {
  if (!user || user.paid_user) return false;
  const deadline = timeBonusDeadline(user.signup_date);
  return Number.isFinite(deadline) && now < deadline;
}

function bonusAt(expiresAt: number, now: number): TimeBonus {
  return {
    code: TIME_BONUS_CODE,
    country: null,
    user_id: null,
    expires: new Date(expiresAt).toISOString(),
    value_percentage: TIME_BONUS_PERCENTAGE.toFixed(1),
    currency: null,
    minimum_order_value: 0,
    status: 'active',
    validity: 'once-per-user',
    expired: false,
    paymentmethods: [],
    isVisible: true,
    countdownTimer: countdownFrom(expiresAt - now),
  };
}

export function isTimeBonusRunning(): boolean {
  return timer !== null;
}

/** Stops the timer and forgets the bonus (logout, expiry, first purchase). */
export function clearTimeBonus(): void {
  if (timer) clearInterval(timer);
  timer = null;
  if (useSessionStore.getState().timeBonus) useSessionStore.getState().setTimeBonus(null);
}

function tick(): void {
  const bonus = useSessionStore.getState().timeBonus;
  const left = bonus?.expires ? Date.parse(bonus.expires) - Date.now() : 0;
  if (!bonus || left <= 0) return clearTimeBonus();
  useSessionStore.getState().setTimeBonus({ ...bonus, countdownTimer: countdownFrom(left) });
}

/**
 * Loads the bonus for the member of this moment: clears it when they are not (or no longer)
 * eligible; starts it when eligible; does nothing when a timer already runs (spec §4).
 */
export function loadTimeBonus(user: BonusUser | null, now = Date.now()): void {
  if (!isTimeBonusEligible(user, now)) return clearTimeBonus();
  if (timer) return;
  const expiresAt = timeBonusDeadline(user!.signup_date);
  useSessionStore.getState().setTimeBonus(bonusAt(expiresAt, now));
  timer = setInterval(tick, TIME_BONUS_TICK_MS);
}

/**
 * The discount a screen shows, in the spec's order: the time bonus wins over the welcome code;
 * a code the member brought (entered, or the STAY- link) is theirs to use when no bonus runs.
 */
export function activeDiscount(state: {
  timeBonus: TimeBonus | null;
  discountcode: DiscountCode | null;
  welcomeDiscountcode: DiscountCode | null;
}): DiscountCode | null {
  if (state.timeBonus?.isVisible) return state.timeBonus;
  const usable = (c: DiscountCode | null) => (c && !c.expired && c.status === 'active' ? c : null);
  return usable(state.discountcode) ?? usable(state.welcomeDiscountcode);
}
