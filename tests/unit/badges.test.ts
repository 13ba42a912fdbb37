import { badgeText, creditsBadgeVariant } from '@/lib/utils/badges';

describe('badgeText (spec §2: unread badge shows 99+ above 99)', () => {
  it.each([0, -1, -250])('shows nothing for %i', (count) => {
    expect(badgeText(count)).toBeNull();
  });

  it.each([
    [1, '1'],
    [9, '9'],
    [99, '99'],
  ])('shows %i as "%s"', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });

  it.each([100, 250, 10_000])('caps %i at "99+"', (count) => {
    expect(badgeText(count)).toBe('99+');
  });

  it('shows nothing for a count that is not a number', () => {
    expect(badgeText(Number.NaN)).toBeNull();
  });
});

describe('creditsBadgeVariant (spec §2/§9: badge at 10 credits or fewer)', () => {
  it.each([11, 50, 1000])('no badge with %i credits', (credits) => {
    expect(creditsBadgeVariant(credits)).toBeNull();
  });

  it.each([10, 5, 1])('warning colour with %i credits', (credits) => {
    expect(creditsBadgeVariant(credits)).toBe('warning');
  });

  it('danger colour at 0 credits', () => {
    expect(creditsBadgeVariant(0)).toBe('danger');
  });
});
