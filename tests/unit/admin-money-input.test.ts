// The console's amount fields: typed in major units, sent in minor units; anything else refused.
import { describe, expect, it } from 'vitest';
import { fromCents, toCents } from '@/components/admin/money/money-input';

describe('toCents', () => {
  it('reads major units with a dot or a comma', () => {
    expect(toCents('9.95')).toBe(995);
    expect(toCents(' 12,3 ')).toBe(1230);
    expect(toCents('250')).toBe(25_000);
    expect(toCents('0.07')).toBe(7);
  });

  it('is null for a blank field and NaN for anything that is not an amount', () => {
    expect(toCents('  ')).toBeNull();
    for (const bad of ['1.234', '-5', '1e3', 'abc', '9.9.9', '12345678']) expect(toCents(bad), bad).toBeNaN();
  });

  it('writes minor units back as an input value', () => {
    expect(fromCents(995)).toBe('9.95');
    expect(fromCents(null)).toBe('');
    expect(toCents(fromCents(123_456))).toBe(123_456);
  });
});
