import {
  ageBand,
  birthDateRange,
  interestIncluding,
  neighbours,
  preferredGenders,
} from '@/lib/utils/matching';
import { swipeDayStart, swipeLikesLeft, swipeResetsAt, timeUntil } from '@/lib/utils/swipe-quota';

describe('matching rules', () => {
  it('maps whom a member looks for to genders, and back', () => {
    expect(preferredGenders('men')).toEqual(['male']);
    expect(preferredGenders('women')).toEqual(['female']);
    expect(preferredGenders('both')).toEqual(['male', 'female']);
    expect(preferredGenders(null)).toEqual(['male', 'female']);
    expect(interestIncluding('female')).toBe('women');
    expect(interestIncluding('male')).toBe('men');
  });

  it('widens the age band with age and never goes below 18', () => {
    expect(ageBand(20)).toEqual({ min: 18, max: 27 });
    expect(ageBand(39)).toEqual({ min: 32, max: 46 });
    expect(ageBand(40)).toEqual({ min: 30, max: 50 });
    expect(ageBand(55)).toEqual({ min: 41, max: 69 });
  });

  it('turns an age band into inclusive birth dates', () => {
    const today = new Date('2026-06-15T10:00:00Z');
    // 30 today: born 1995-06-16 … 1996-06-15; 31 on the boundary below.
    expect(birthDateRange({ min: 30, max: 30 }, today)).toEqual({ from: '1995-06-16', to: '1996-06-15' });
    expect(birthDateRange({ min: 18, max: 25 }, today)).toEqual({ from: '2000-06-16', to: '2008-06-15' });
  });

  it('knows the neighbours of the sites’ countries', () => {
    expect(neighbours('NL')).toEqual(['BE', 'DE']);
    expect(neighbours('de')).toContain('AT');
    expect(neighbours('US')).toEqual(['CA', 'MX']);
    expect(neighbours('XX')).toEqual([]);
  });
});

describe('swipe quota day', () => {
  it('is the UTC calendar day', () => {
    const late = new Date('2030-03-01T23:59:59.999Z');
    expect(swipeDayStart(late).toISOString()).toBe('2030-03-01T00:00:00.000Z');
    expect(swipeResetsAt(late).toISOString()).toBe('2030-03-02T00:00:00.000Z');
    expect(swipeResetsAt(new Date('2030-03-02T00:00:00Z')).toISOString()).toBe('2030-03-03T00:00:00.000Z');
  });

  it('counts what is left and how long until the reset, rounded up to the minute', () => {
    expect(swipeLikesLeft(0)).toBe(4);
    expect(swipeLikesLeft(4)).toBe(0);
    expect(swipeLikesLeft(9)).toBe(0);
    expect(timeUntil('2030-03-02T00:00:00Z', new Date('2030-03-01T21:29:30Z'))).toEqual({
      hours: 2,
      minutes: 31,
    });
    expect(timeUntil('2030-03-02T00:00:00Z', new Date('2030-03-02T00:00:01Z'))).toEqual({
      hours: 0,
      minutes: 0,
    });
  });
});
