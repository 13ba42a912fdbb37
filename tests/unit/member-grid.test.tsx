// The search and suggestion grids load the first row's photos at once (one of them is the page's
// largest paint) and the rest only when scrolled to.
import { screen } from '@testing-library/react';
import { MemberGrid } from '@/components/members/member-card';
import { testProfileCard } from './support/profile-card';
import { renderWithProviders } from '@/tests/setup/render';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

const card = (id: number) =>
  testProfileCard(id, {
    main_image: { filename: `f${id}.jpg`, thumb_filename: `t${id}.jpg`, status: 'active' },
  });

const photos = () =>
  screen.getAllByTestId('member-card').map((c) => c.querySelector('img')!.getAttribute('loading'));

describe('MemberGrid', () => {
  it('loads the first `eagerCount` photos at once and the others lazily', () => {
    renderWithProviders(
      <MemberGrid
        profiles={[1, 2, 3, 4].map(card)}
        cdnPrefix="/media/"
        fictionalIcon="stars"
        eagerCount={2}
      />,
    );
    expect(photos()).toEqual([null, null, 'lazy', 'lazy']);
  });

  it('is lazy throughout by default (grids below the fold)', () => {
    renderWithProviders(<MemberGrid profiles={[1, 2].map(card)} cdnPrefix="/media/" fictionalIcon="stars" />);
    expect(photos()).toEqual(['lazy', 'lazy']);
  });
});
