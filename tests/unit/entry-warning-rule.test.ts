import { shouldShowEntryWarning, type EntryWarningInput, type LayoutKind } from '@/lib/utils/entry-warning';

// A logged-out visitor on the default layout of a site with the popup on and no country list.
const base: EntryWarningInput = {
  layout: 'default',
  loggedIn: false,
  installedApp: false,
  dismissed: false,
  enabled: true,
  countries: [],
  country: 'BE',
};

const show = (patch: Partial<EntryWarningInput>) => shouldShowEntryWarning({ ...base, ...patch });

describe('shouldShowEntryWarning (spec §2 site-entry warning)', () => {
  it('shows to a logged-out visitor who has not dismissed it', () => {
    expect(show({})).toBe(true);
  });

  it('shows on the default layout whatever the country, and without a known country', () => {
    expect(show({ country: 'FR' })).toBe(true);
    expect(show({ country: null })).toBe(true);
  });

  it('does not show to a logged-in member', () => {
    expect(show({ loggedIn: true })).toBe(false);
  });

  it('does not show in installed-app mode', () => {
    expect(show({ installedApp: true })).toBe(false);
  });

  it('does not show once dismissed', () => {
    expect(show({ dismissed: true })).toBe(false);
  });

  it('does not show when enable_site_entry_popup is off', () => {
    expect(show({ enabled: false })).toBe(false);
  });

  describe('optional country list', () => {
    it('shows to a visitor from a listed country', () => {
      expect(show({ countries: ['NL', 'BE'], country: 'BE' })).toBe(true);
    });

    it('does not show to a visitor from a country outside the list', () => {
      expect(show({ countries: ['NL', 'BE'], country: 'FR' })).toBe(false);
    });

    it('does not show to a visitor of unknown country when a list is set', () => {
      expect(show({ countries: ['NL'], country: null })).toBe(false);
    });

    it('matches the visitor country case-insensitively', () => {
      expect(show({ countries: ['NL'], country: 'nl' })).toBe(true);
    });
  });

  describe.each<LayoutKind>(['chat', 'lander', 'empty'])('on the %s layout: NL and DE only', (layout) => {
    it.each(['NL', 'DE', 'nl', 'de'])('shows to a visitor from %s', (country) => {
      expect(show({ layout, country })).toBe(true);
    });

    it.each(['BE', 'FR', 'US'])('does not show to a visitor from %s', (country) => {
      expect(show({ layout, country })).toBe(false);
    });

    it('does not show when the country is unknown', () => {
      expect(show({ layout, country: null })).toBe(false);
    });

    it('still requires every other condition', () => {
      expect(show({ layout, country: 'NL', loggedIn: true })).toBe(false);
      expect(show({ layout, country: 'NL', installedApp: true })).toBe(false);
      expect(show({ layout, country: 'NL', dismissed: true })).toBe(false);
      expect(show({ layout, country: 'NL', enabled: false })).toBe(false);
    });

    it('a country list that excludes an NL visitor wins', () => {
      expect(show({ layout, country: 'NL', countries: ['DE'] })).toBe(false);
      expect(show({ layout, country: 'DE', countries: ['DE'] })).toBe(true);
    });

    it('a listed non-NL/DE country still does not see it', () => {
      expect(show({ layout, country: 'BE', countries: ['BE', 'NL'] })).toBe(false);
    });
  });
});
