import { activeDiscount, clearTimeBonus, countdownFrom, isTimeBonusRunning, loadTimeBonus } from '@/stores/time-bonus';
import { resetSessionStore, useSessionStore } from '@/stores/session-store';
import type { DiscountCode } from '@/lib/schemas/discount-code';

const T0 = Date.parse('2026-03-01T10:00:00Z');
const member = (signedUpSecondsAgo: number, paid_user = false) => ({
  paid_user,
  signup_date: new Date(T0 - signedUpSecondsAgo * 1000).toISOString(),
});
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
  it('counts down every 1,000 ms from 4 hours after signup', () => {
    loadTimeBonus(member(60));
    expect(bonus()).toMatchObject({ code: 'TIMEBONUS25', value_percentage: '25.0', isVisible: true });
    expect(shown()).toBe('03:59:00');
    vi.advanceTimersByTime(999);
    expect(shown()).toBe('03:59:00');
    vi.advanceTimersByTime(1);
    expect(shown()).toBe('03:58:59');
    vi.advanceTimersByTime(61_000);
    expect(shown()).toBe('03:57:58');
  });

  it('is persisted in the session store (sessionStorage)', () => {
    loadTimeBonus(member(60));
    const saved = JSON.parse(sessionStorage.getItem('heartline-session')!).state;
    expect(saved.timeBonus.code).toBe('TIMEBONUS25');
    expect(saved).toHaveProperty('discountcode', null);
    expect(saved).toHaveProperty('welcomeDiscountcode', null);
  });

  it('is not restarted while a timer runs', () => {
    const intervals = vi.spyOn(globalThis, 'setInterval');
    loadTimeBonus(member(60));
    vi.advanceTimersByTime(5_000);
    const before = shown();
    // A second load (a remount, a refetched user) with an other signup time changes nothing.
    loadTimeBonus(member(10));
    expect(shown()).toBe(before);
    vi.advanceTimersByTime(1_000);
    expect(shown()).toBe('03:58:54');
    expect(intervals).toHaveBeenCalledTimes(1);
  });

  it('clears itself and stops when the time runs out', () => {
    loadTimeBonus(member(14_400 - 3));
    expect(shown()).toBe('00:00:03');
    vi.advanceTimersByTime(2_000);
    expect(shown()).toBe('00:00:01');
    vi.advanceTimersByTime(1_000);
    expect(bonus()).toBeNull();
    expect(isTimeBonusRunning()).toBe(false);
    vi.advanceTimersByTime(5_000);
    expect(bonus()).toBeNull();
  });

  it('is cleared on logout and on the first purchase', () => {
    loadTimeBonus(member(60));
    loadTimeBonus(null);
    expect(bonus()).toBeNull();
    expect(isTimeBonusRunning()).toBe(false);

    loadTimeBonus(member(60));
    expect(bonus()).not.toBeNull();
    loadTimeBonus(member(60, true));
    expect(bonus()).toBeNull();
    expect(isTimeBonusRunning()).toBe(false);
  });

  it('never starts for a paid member or a signup older than 14,400 s', () => {
    loadTimeBonus(member(60, true));
    expect(bonus()).toBeNull();
    loadTimeBonus(member(14_400));
    expect(bonus()).toBeNull();
    expect(isTimeBonusRunning()).toBe(false);
  });
});

describe('activeDiscount', () => {
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

  it('lets the time bonus win over the welcome code', () => {
    loadTimeBonus(member(60));
    const state = useSessionStore.getState();
    expect(activeDiscount({ ...state, welcomeDiscountcode: code('WELCOME10') })?.code).toBe('TIMEBONUS25');
  });

  it('falls back to an entered code, then the welcome code, skipping expired ones', () => {
    const none = { timeBonus: null, discountcode: null, welcomeDiscountcode: null };
    expect(activeDiscount(none)).toBeNull();
    expect(activeDiscount({ ...none, welcomeDiscountcode: code('WELCOME10') })?.code).toBe('WELCOME10');
    expect(
      activeDiscount({ ...none, discountcode: code('STAY-AB12'), welcomeDiscountcode: code('WELCOME10') })?.code,
    ).toBe('STAY-AB12');
    expect(
      activeDiscount({ ...none, discountcode: code('OLD', { expired: true }), welcomeDiscountcode: code('W') })?.code,
    ).toBe('W');
  });
});
