import { screen } from '@testing-library/react';
import { useRegionData } from '@/lib/api-client/settings';
import { queryKeys } from '@/lib/api-client/keys';
import { renderWithProviders } from '@/tests/setup/render';

function Regions({ country }: { country: string }) {
  const regions = useRegionData()[country] ?? [];
  return <p>{regions.map((r) => r.name).join(', ') || 'none'}</p>;
}

// The layout hydrates the settings without region_data (issue 10); /profile and /members
// prefetch the regions under their own key.
describe('useRegionData', () => {
  it("reads the page's prefetched regions, not the layout's settings", () => {
    renderWithProviders(<Regions country="NL" />, {
      settings: { region_data: {} },
      queryData: [[queryKeys.regionData, { NL: [{ code: 'NH', name: 'Noord-Holland' }] }]],
    });
    expect(screen.getByText('Noord-Holland')).toBeInTheDocument();
  });

  it('falls back to settings that carry the regions (settings.php, no prefetch)', () => {
    renderWithProviders(<Regions country="BE" />, {
      settings: { region_data: { BE: [{ code: 'VLG', name: 'Vlaanderen' }] } },
    });
    expect(screen.getByText('Vlaanderen')).toBeInTheDocument();
  });
});
