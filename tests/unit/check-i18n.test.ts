import { checkAll, checkLocale, checkReference, formatProblem, messageShape } from '@/scripts/i18n-check-lib';

const en = {
  nav: {
    home: '{site} home',
    unread: '{count, plural, one {# unread message} other {# unread messages}}',
  },
  footer: { terms: 'Terms', rich: 'Read the <link>terms</link>' },
};

const lines = (problems: ReturnType<typeof checkLocale>) => problems.map(formatProblem);

describe('checkLocale', () => {
  it('accepts a complete translation', () => {
    const de = {
      nav: {
        home: 'Startseite von {site}',
        unread: '{count, plural, one {# ungelesene Nachricht} other {# ungelesene Nachrichten}}',
      },
      footer: { terms: 'AGB', rich: 'Lies die <link>AGB</link>' },
    };
    expect(checkLocale(en, de, 'de')).toEqual([]);
  });

  it('reports missing keys, also whole sections', () => {
    const nl = { nav: { home: '{site} start' } };
    expect(lines(checkLocale(en, nl, 'nl'))).toEqual(['nl: nav.unread: missing', 'nl: footer: missing']);
  });

  it('reports empty and blank strings', () => {
    const fr = { ...en, nav: { ...en.nav, home: '' }, footer: { ...en.footer, terms: '   ' } };
    expect(lines(checkLocale(en, fr, 'fr'))).toEqual(['fr: nav.home: empty', 'fr: footer.terms: empty']);
  });

  it('reports extra keys', () => {
    const sv = { ...en, nav: { ...en.nav, old: 'Gammal' }, legacy: { a: 'x' } };
    expect(lines(checkLocale(en, sv, 'sv'))).toEqual(['sv: nav.old: extra', 'sv: legacy: extra']);
  });

  it('reports type mismatches between objects and strings', () => {
    const it_ = { nav: 'Navigazione', footer: { terms: { a: 'x' }, rich: 'Leggi i <link>termini</link>' } };
    expect(lines(checkLocale(en, it_, 'it'))).toEqual([
      'it: nav: not an object',
      'it: footer.terms: not a string',
    ]);
  });

  it('reports placeholder mismatches, inside plurals and in rich-text tags', () => {
    const pl = {
      nav: {
        home: 'Strona {name}',
        unread: '{n, plural, one {# wiadomość} few {# wiadomości} many {# wiadomości} other {# wiadomości}}',
      },
      footer: { terms: 'Regulamin {year}', rich: 'Przeczytaj <a>regulamin</a>' },
    };
    const problems = checkLocale(en, pl, 'pl');
    expect(problems.map((p) => `${p.key}: ${p.kind}`)).toEqual([
      'nav.home: placeholder mismatch',
      'nav.unread: placeholder mismatch',
      'footer.terms: placeholder mismatch',
      'footer.rich: placeholder mismatch',
    ]);
    expect(formatProblem(problems[0])).toBe(
      'pl: nav.home: placeholder mismatch (en has {site}, pl has {name})',
    );
  });

  it('allows different plural categories with the same argument', () => {
    const ref = { n: '{count, plural, one {# like} other {# likes}}' };
    const pl = {
      n: '{count, plural, one {# polubienie} few {# polubienia} many {# polubień} other {# polubienia}}',
    };
    expect(checkLocale(ref, pl, 'pl')).toEqual([]);
  });

  it('reports broken ICU syntax', () => {
    expect(lines(checkLocale({ a: 'Hi {name}' }, { a: 'Hoi {name' }, 'nl'))[0]).toMatch(
      /^nl: a: invalid message/,
    );
  });
});

describe('messageShape', () => {
  it('finds arguments in nested plural and select', () => {
    const shape = messageShape(
      '{gender, select, female {{count, plural, =0 {none} other {# for {name}}}} other {{count, number} by {name}}}',
    );
    expect([...shape.args].sort()).toEqual(['count', 'gender', 'name']);
  });

  it('ignores quoted braces and apostrophes in words', () => {
    expect([...messageShape("Don't write '{literal}' but {real}").args]).toEqual(['real']);
  });

  it('rejects unbalanced braces and plurals without other', () => {
    expect(() => messageShape('a } b')).toThrow(/unmatched/);
    expect(() => messageShape('{count, plural, one {#}}')).toThrow(/other/);
  });
});

describe('checkAll', () => {
  it('reports a missing locale file and counts reference keys', () => {
    const result = checkAll('en', { en, de: undefined });
    expect(result.keyCount).toBe(4);
    expect(result.problems.map(formatProblem)).toEqual(['de: messages/de.json: missing (no such file)']);
  });

  it('checks the reference for empty strings', () => {
    expect(checkReference({ a: { b: ' ' } }).map(formatProblem)).toEqual(['en: a.b: empty']);
  });

  it('passes when every locale matches', () => {
    expect(checkAll('en', { en, da: en, sv: en }).problems).toEqual([]);
  });
});
