import {
  clearTimeBonus,
  codeToApply,
  countdownFrom,
  isTimeBonusRunning,
  loadTimeBonus,
  type TimeBonusAnswer,
} from '@/stores/time-bonus';
import { resetSessionStore, useSessionStore } from '@/stores/session-store';
import type { DiscountCode } from '@/lib/schemas/discount-code';

const T0 = Date.parse('2026-03-01T10:00:00Z');
const unpaid = { paid_user: false };
const paid = { paid_user: true };
const due = (seconds_left: number): (() => Promise<TimeBonusAnswer>) =>
  vi.fn(async () => ({ active: seconds_left > 0, code: 'TIMEBONUS25', value_percentage: '25.0', seconds_left }));
const bonus = () => useSessionStore.getState().timeBonus;
const shown = () => {
  const c = bonus()?.countdownTimer;
  return c ? `${c.hours}:${c.minutes}:${c.seconds}` : null;
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
  clearTimeBonus();
  resetSessionStore();
  sessionStorage.clear();
});
afterEach(() => {
  clearTimeBonus();
  vi.useRealTimers();
});

describe('countdownFrom', () => {
  it('gives two-digit hours, minutes and seconds, rounding a started second up', () => {
    expect(countdownFrom(14_400_000)).toEqual({ hours: '04', minutes: '00', seconds: '00' });
    expect(countdownFrom(3_723_000)).toEqual({ hours: '01', minutes: '02', seconds: '03' });
    expect(countdownFrom(400)).toEqual({ hours: '00', minutes: '00', seconds: '01' });
    expect(countdownFrom(-5)).toEqual({ hours: '00', minutes: '00', seconds: '00' });
  });
});

describe('time bonus timer', () => {
  it("counts down every 1,000 ms from the server's seconds left", async () => {
    await loadTimeBonus(unpaid, due(14_340));
    expect(bonus()).toMatchObject({ code: 'TIMEBONUS25', value_percentage: '25.0', isVisible: true });
    expect(shown()).toBe('03:59:00');
    vi.advanceTimersByTime(999);
    expect(shown()).toBe('03:59:00');
    vi.advanceTimersByTime(1);
    expect(shown()).toBe('03:58:59');
    vi.advanceTimersByTime(61_000);
    expect(shown()).toBe('03:57:58');
  });

  it('ignores the device clock: the countdown starts from seconds_left whatever the date', async () => {
    vi.setSystemTime(Date.parse('1999-01-01T00:00:00Z'));
    await loadTimeBonus(unpaid, due(90));
    expect(shown()).toBe('00:01:30');
  });

  it('is persisted in the session store (sessionStorage)', async () => {
    await loadTimeBonus(unpaid, due(60));
    const saved = JSON.parse(sessionStorage.getItem('heartline-session')!).state;
    expect(saved.timeBonus.code).toBe('TIMEBONUS25');
    expect(saved).toHaveProperty('discountcode', null);
    expect(saved).toHaveProperty('welcomeDiscountcode', null);
  });

  it('is not restarted while a timer runs, nor asked for twice at once', async () => {
    const intervals = vi.spyOn(globalThis, 'setInterval');
    const first = due(14_340);
    await Promise.all([loadTimeBonus(unpaid, first), loadTimeBonus(unpaid, first)]);
    expect(first).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    const again = due(14_400);
    await loadTimeBonus(unpaid, again);
    expect(again).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(shown()).toBe('03:58:54');
    expect(intervals).toHaveBeenCalledTimes(1);
  });

  it('clears itself and stops when the time runs out', async () => {
    await loadTimeBonus(unpaid, due(3));
    expect(shown()).toBe('00:00:03');
    vi.advanceTimersByTime(2_000);
    expect(shown()).toBe('00:00:01');
    vi.advanceTimersByTime(1_000);
    expect(bonus()).toBeNull();
    expect(isTimeBonusRunning()).toBe(false);
    vi.advanceTimersByTime(5_000);
    expect(bonus()).toBeNull();
  });

  it('is cleared on logout and on the first purchase', async () => {
    await loadTimeBonus(unpaid, due(600));
    await loadTimeBonus(null, due(600));
    expect(bonus()).toBeNull();
    expect(isTimeBonusRunning()).toBe(false);

    await loadTimeBonus(unpaid, due(600));
    expect(bonus()).not.toBeNull();
    await loadTimeBonus(paid, due(600));
    expect(bonus()).toBeNull();
    expect(isTimeBonusRunning()).toBe(false);
  });

  it('does not start when a logout comes while the server is asked', async () => {
    let answer!: (a: TimeBonusAnswer) => void;
    const slow = () => new Promise<TimeBonusAnswer>((resolve) => (answer = resolve));
    const pending = loadTimeBonus(unpaid, slow);
    await loadTimeBonus(null, due(600));
    answer({ active: true, code: 'TIMEBONUS25', value_percentage: '25.0', seconds_left: 600 });
    await pending;
    expect(bonus()).toBeNull();
    expect(isTimeBonusRunning()).toBe(false);
  });

  it('never starts for a paid member, an inactive answer or a failed request', async () => {
    const never = due(600);
    await loadTimeBonus(paid, never);
    expect(never).not.toHaveBeenCalled();
    await loadTimeBonus(unpaid, due(0));
    expect(bonus()).toBeNull();
    await loadTimeBonus(unpaid, () => Promise.reject(new Error('offline')));
    expect(bonus()).toBeNull();
    expect(isTimeBonusRunning()).toBe(false);
  });
});

describe('codeToApply', () => {
  const code = (c: string, extra: Partial<DiscountCode> = {}): DiscountCode => ({
    code: c,
    country: null,
    user_id: null,
    expires: null,
    value_percentage: '10.0',
    currency: null,
    minimum_order_value: 0,
    status: 'active',
    validity: 'once-per-user',
    expired: false,
    paymentmethods: [],
    ...extra,
  });

  it("prefers the member's own code to the welcome code, skipping expired ones", () => {
    const none = { discountcode: null, welcomeDiscountcode: null };
    expect(codeToApply(none)).toBeNull();
    expect(codeToApply({ ...none, welcomeDiscountcode: code('WELCOME10') })).toBe('WELCOME10');
    expect(codeToApply({ discountcode: code('STAY-AB12'), welcomeDiscountcode: code('WELCOME10') })).toBe('STAY-AB12');
    expect(codeToApply({ discountcode: code('OLD', { expired: true }), welcomeDiscountcode: code('W') })).toBe('W');
  });
});
