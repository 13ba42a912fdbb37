import {
  TIME_BONUS_CODE,
  TIME_BONUS_PERCENTAGE,
  TIME_BONUS_TICK_MS,
  type Countdown,
  type DiscountCode,
  type TimeBonus,
} from '@/lib/schemas/discount-code';
import { useSessionStore } from './session-store';

/**
 * The welcome bonus of spec §4 and §9: visible to a logged-in, unpaid member during the first
 * 14,400 s after signup, counting down every second, cleared on logout, expiry or the first
 * purchase. The server decides whether it is due and how long it lasts (GET /api/time-bonus.php,
 * `seconds_left` by its own clock); the client only counts that down from its own receipt, so a
 * wrong clock on the device moves nothing, and every order is priced by the server again.
 */
type BonusUser = { paid_user: boolean };
/** The answer of GET /api/time-bonus.php (docs/api.md, "Time bonus"). */
export type TimeBonusAnswer = { active: boolean; code: string; value_percentage: string; seconds_left: number };

// One ticking timer per tab; it is not state to persist or render, so it lives outside the store.
let timer: ReturnType<typeof setInterval> | null = null;
// A load between the request and its answer counts as running: two loads never start two timers.
let loading: object | null = null;

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

function bonusAt(answer: TimeBonusAnswer, expiresAt: number, now: number): TimeBonus {
  return {
    code: answer.code || TIME_BONUS_CODE,
    country: null,
    user_id: null,
    expires: new Date(expiresAt).toISOString(),
    value_percentage: answer.value_percentage || TIME_BONUS_PERCENTAGE.toFixed(1),
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
  return timer !== null || loading !== null;
}

/** Stops the timer and forgets the bonus (logout, expiry, first purchase). */
export function clearTimeBonus(): void {
  if (timer) clearInterval(timer);
  timer = null;
  loading = null;
  if (useSessionStore.getState().timeBonus) useSessionStore.getState().setTimeBonus(null);
}

function tick(): void {
  const bonus = useSessionStore.getState().timeBonus;
  const left = bonus?.expires ? Date.parse(bonus.expires) - Date.now() : 0;
  if (!bonus || left <= 0) return clearTimeBonus();
  useSessionStore.getState().setTimeBonus({ ...bonus, countdownTimer: countdownFrom(left) });
}

/**
 * Loads the bonus for the member of this moment (spec §4, on every login state change): clears
 * it for a visitor or a paid member; does nothing while a timer already runs; otherwise asks the
 * server and starts counting down when the bonus is due.
 */
export async function loadTimeBonus(
  user: BonusUser | null,
  fetchBonus: () => Promise<TimeBonusAnswer>,
): Promise<void> {
  if (!user || user.paid_user) return clearTimeBonus();
  if (isTimeBonusRunning()) return;
  const mine = {};
  loading = mine;
  let answer: TimeBonusAnswer | null = null;
  try {
    answer = await fetchBonus();
  } catch {
    // No bonus shown is the safe side: the server prices the order anyway.
  }
  if (loading !== mine) return; // cleared (logout) while the request ran
  loading = null;
  if (!answer?.active || answer.seconds_left <= 0) return clearTimeBonus();
  const now = Date.now();
  useSessionStore.getState().setTimeBonus(bonusAt(answer, now + answer.seconds_left * 1000, now));
  timer = setInterval(tick, TIME_BONUS_TICK_MS);
}

/**
 * The code to ask prices with: one the member brought (entered, or the STAY- link), else the
 * welcome code. The time bonus needs no code: the server applies it while it is due and lets it
 * win over the welcome code (spec §4), or over an entered code with a lower percentage.
 */
export function codeToApply(state: {
  discountcode: DiscountCode | null;
  welcomeDiscountcode: DiscountCode | null;
}): string | null {
  const usable = (c: DiscountCode | null) => (c && !c.expired && c.status === 'active' ? c.code : null);
  return usable(state.discountcode) ?? usable(state.welcomeDiscountcode);
}
