// The dashboard's CSV cells (issue 15): RFC 4180 quoting and the CSV-injection guard.
import { describe, expect, it } from 'vitest';
import { csvText, majorUnits } from '@/lib/server/admin/dashboard/csv';

describe('csvText', () => {
  it('leaves plain text alone and quotes commas, quotes and line breaks (quotes doubled)', () => {
    expect(csvText('Heartline')).toBe('Heartline');
    expect(csvText('Love, Inc.')).toBe('"Love, Inc."');
    expect(csvText('The "best"')).toBe('"The ""best"""');
    expect(csvText('two\nlines')).toBe('"two\nlines"');
    expect(csvText('cr\r')).toBe('"cr\r"');
  });

  it('puts a leading apostrophe before = + - @ tab and CR', () => {
    expect(csvText('=1+2')).toBe("'=1+2");
    expect(csvText('+31')).toBe("'+31");
    expect(csvText('-2')).toBe("'-2");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvText('\tx')).toBe("'\tx");
    expect(csvText('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });
});

describe('majorUnits', () => {
  it('writes minor units in the currency’s major unit, no grouping', () => {
    expect(majorUnits(1995, 'EUR')).toBe('19.95');
    expect(majorUnits(123456789, 'PLN')).toBe('1234567.89');
    expect(majorUnits(-295, 'EUR')).toBe('-2.95');
    expect(majorUnits(500, 'JPY')).toBe('500');
    expect(majorUnits(0, 'SEK')).toBe('0.00');
  });
});
