import { describe, expect, it } from 'vitest';
import { formatTermsDate, TERMS_FLOOR, termsVersionDate } from '@/lib/utils/terms-date';
import { fillPlaceholders, parseBody } from '@/lib/utils/legal-body';

describe('terms version date (spec §9)', () => {
  it('is 2023-12-01 12:00 UTC for a company added before it', () => {
    expect(termsVersionDate('2020-05-01').toISOString()).toBe('2023-12-01T12:00:00.000Z');
    expect(termsVersionDate('2023-12-01T11:59:59Z')).toEqual(TERMS_FLOOR);
  });

  it("is the company's added date when that is later", () => {
    expect(termsVersionDate('2024-03-15T08:30:00Z').toISOString()).toBe('2024-03-15T08:30:00.000Z');
    expect(termsVersionDate('2023-12-01T12:00:01Z').toISOString()).toBe('2023-12-01T12:00:01.000Z');
  });

  it('falls back to the floor for a missing or unreadable date', () => {
    expect(termsVersionDate('')).toEqual(TERMS_FLOOR);
    expect(termsVersionDate(null)).toEqual(TERMS_FLOOR);
    expect(termsVersionDate('not a date')).toEqual(TERMS_FLOOR);
  });

  it('is shown in the locale, in UTC, whatever the server time zone', () => {
    expect(formatTermsDate(TERMS_FLOOR, 'en')).toBe('1 December 2023');
    expect(formatTermsDate(TERMS_FLOOR, 'de')).toBe('1. Dezember 2023');
    expect(formatTermsDate(TERMS_FLOOR, 'nl')).toBe('1 december 2023');
    // 23:30 UTC is already the next day east of UTC: still the UTC day.
    expect(formatTermsDate(new Date('2024-06-30T23:30:00Z'), 'en')).toBe('30 June 2024');
  });
});

describe('legal text format', () => {
  it('reads headings, FAQ questions, paragraphs and lists', () => {
    const blocks = parseBody('Intro line\ncontinues.\n\n## 1. Rules\nBe nice.\n\n- one\n- two\n\n### Is it free?\nYes.');
    expect(blocks).toEqual([
      { type: 'p', text: 'Intro line continues.' },
      { type: 'h2', text: '1. Rules' },
      { type: 'p', text: 'Be nice.' },
      { type: 'ul', items: ['one', 'two'] },
      { type: 'h3', text: 'Is it free?' },
      { type: 'p', text: 'Yes.' },
    ]);
  });

  it('keeps markup as text (a site owner cannot inject HTML) and fills known placeholders only', () => {
    const [block] = parseBody('<script>alert(1)</script> {site} {unknown}');
    expect(block).toEqual({ type: 'p', text: '<script>alert(1)</script> {site} {unknown}' });
    expect(fillPlaceholders('Welcome to {site}, {unknown}', { site: 'Heartline' })).toBe('Welcome to Heartline, {unknown}');
  });
});
