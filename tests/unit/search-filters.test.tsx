// The search filters: only the site's search_fields, zod validation with messages in role=alert
// (ages 18–99, from ≤ to), regions of the chosen country, search and clear.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchFilters } from '@/components/members/search-filters';
import { emptyFilters } from '@/stores/search-store';
import { renderWithProviders } from '../setup/render';

const settings = {
  search_fields: ['gender', 'country', 'region', 'age'],
  countries: ['NL', 'BE'],
  region_data: {
    NL: [
      { code: 'NH', name: 'Noord-Holland' },
      { code: 'ZH', name: 'Zuid-Holland' },
    ],
    BE: [{ code: 'VAN', name: 'Antwerpen' }],
  },
};

function setup(fields = settings.search_fields, filters = emptyFilters) {
  const onSearch = vi.fn();
  const onClear = vi.fn();
  renderWithProviders(
    <SearchFilters
      filters={filters}
      busy={false}
      onSearch={onSearch}
      onClear={onClear}
      onLoadError={() => {}}
    />,
    {
      settings: { ...settings, search_fields: fields },
    },
  );
  return { onSearch, onClear };
}

describe('SearchFilters', () => {
  it('comes from the server disabled and is usable once hydrated', async () => {
    const { serverHtml } = renderWithProviders(
      <SearchFilters
        filters={emptyFilters}
        busy={false}
        onSearch={vi.fn()}
        onClear={vi.fn()}
        onLoadError={() => {}}
      />,
      { settings, hydrate: true },
    );
    // Typing before hydration would be reset when the fields register, and a press would submit natively.
    expect(serverHtml).toMatch(/<fieldset disabled="">/);
    await waitFor(() => expect(screen.getByLabelText('Minimum age')).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
  });

  it('shows only the fields of settings.search_fields', () => {
    setup(['gender']);
    expect(screen.getByLabelText('Looking for')).toBeInTheDocument();
    expect(screen.queryByLabelText('Country')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Minimum age')).not.toBeInTheDocument();
  });

  it('searches with the chosen filters; regions follow the country', async () => {
    const user = userEvent.setup();
    const { onSearch } = setup();
    expect(screen.getByLabelText('Region')).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Looking for'), 'female');
    await user.selectOptions(screen.getByLabelText('Country'), 'NL');
    await user.selectOptions(screen.getByLabelText('Region'), 'ZH');
    await user.type(screen.getByLabelText('Minimum age'), '25');
    await user.type(screen.getByLabelText('Maximum age'), '40');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(onSearch).toHaveBeenCalledWith({
        gender: 'female',
        country: 'NL',
        countryregion: 'ZH',
        min_age: 25,
        max_age: 40,
      }),
    );
    // Another country: its own regions, the old region is gone.
    await user.selectOptions(screen.getByLabelText('Country'), 'BE');
    expect(screen.getByLabelText('Region')).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Antwerpen' })).toBeInTheDocument();
  });

  it.each([
    ['17', '', 'Enter an age from 18 to 99.'],
    ['', '100', 'Enter an age from 18 to 99.'],
    ['40', '30', 'The minimum age cannot be above the maximum age.'],
  ])('refuses min %s / max %s without searching', async (min, max, message) => {
    const { onSearch } = setup();
    if (min) fireEvent.change(screen.getByLabelText('Minimum age'), { target: { value: min } });
    if (max) fireEvent.change(screen.getByLabelText('Maximum age'), { target: { value: max } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('clear resets the form and tells the page', async () => {
    const user = userEvent.setup();
    const { onClear } = setup(settings.search_fields, {
      ...emptyFilters,
      gender: 'male',
      country: 'BE',
      min_age: 30,
    });
    expect(screen.getByLabelText('Looking for')).toHaveValue('male');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onClear).toHaveBeenCalled();
    expect(screen.getByLabelText('Looking for')).toHaveValue('');
    expect(screen.getByLabelText('Minimum age')).toHaveValue(null);
  });
});
