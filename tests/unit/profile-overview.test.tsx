// The profile overview and its photos: the gold badge, the fictional icon and disclosure, the
// site's fields translated, hobby icons with names; locked thumbnails (blurred file only, a lock,
// sign-up for visitors and premium for members) and the lightbox for unlocked photos.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfileOverview } from '@/components/members/profile-overview';
import { ProfilePhotos } from '@/components/members/profile-photos';
import type { PublicPhoto, PublicProfile } from '@/lib/schemas/public-profile';
import { resetSignupStore, useSignupStore } from '@/stores/signup-store';
import { navigation } from '../setup/navigation-mocks';
import { renderWithProviders } from '../setup/render';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

const base: PublicProfile = {
  id: 12,
  name: 'Lea',
  age: 44,
  gender: 'female',
  country: 'CH',
  region: null,
  city: 'Lausanne',
  is_fictional: false,
  premium: false,
  main_image: { filename: 'main.jpg', thumb_filename: 'main-t.jpg', status: 'active' },
  photos: [],
  locked_photos: 0,
  attributes: [
    { key: 'hair_color', value: 'red' },
    { key: 'relationship_status', value: 'relationship' },
  ],
  hobbies: ['wine', 'photography'],
  notes: [{ key: 'about', text: 'Hello from the lake.' }],
};

const interests = [
  { slug: 'wine', icon: 'droplet-half' },
  { slug: 'photography', icon: 'camera' },
];

function overview(profile: Partial<PublicProfile> = {}, fictionalWarning = true) {
  return renderWithProviders(
    <ProfileOverview
      profile={{ ...base, ...profile }}
      interests={interests}
      fictionalIcon="bi-stars"
      fictionalWarning={fictionalWarning}
      countryName="Switzerland"
    />,
  );
}

describe('ProfileOverview', () => {
  it('shows name, age, place, translated fields, hobbies with icons and the notes', () => {
    const { container } = overview();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Lea');
    expect(screen.getByText('Woman, 44 years · Lausanne, Switzerland')).toBeInTheDocument();
    const fields = screen.getByTestId('profile-fields');
    expect(within(fields).getByText('Hair colour')).toBeInTheDocument();
    expect(within(fields).getByText('Red')).toBeInTheDocument();
    expect(within(fields).getByText('In a relationship')).toBeInTheDocument();
    const hobbies = screen.getByTestId('profile-hobbies');
    expect(within(hobbies).getByText('Wine')).toBeInTheDocument();
    expect(container.querySelector('.bi-camera')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'About me' })).toBeInTheDocument();
    expect(screen.getByText('Hello from the lake.')).toBeInTheDocument();
    expect(screen.queryByTestId('premium-badge')).not.toBeInTheDocument();
    expect(screen.queryByTestId('fictional-disclosure')).not.toBeInTheDocument();
  });

  it('the gold badge for a premium member', () => {
    overview({ premium: true });
    expect(screen.getByTestId('premium-badge')).toHaveAccessibleName('Premium member');
  });

  it('the fictional icon and disclosure on a fictional profile (disclosure per settings)', () => {
    overview({ is_fictional: true });
    expect(screen.getByRole('img', { name: 'Fictional profile' })).toHaveClass('bi-stars');
    expect(screen.getByTestId('fictional-disclosure')).toHaveTextContent('Lea is a fictional profile.');
  });

  it('no disclosure text when settings.fictional_warning is off; the icon stays', () => {
    overview({ is_fictional: true }, false);
    expect(screen.getByRole('img', { name: 'Fictional profile' })).toBeInTheDocument();
    expect(screen.queryByTestId('fictional-disclosure')).not.toBeInTheDocument();
  });
});

const photos: PublicPhoto[] = [
  {
    id: 1,
    locked: false,
    main: true,
    filename: 'main.jpg',
    thumb_filename: 'main-t.jpg',
    width: 800,
    height: 800,
  },
  { id: 2, locked: true, main: false, thumb_blurred: 'bl-two.jpg' },
  { id: 3, locked: true, main: false, thumb_blurred: null },
];
const target = { id: 12, name: 'Lea', main_image: base.main_image };

describe('ProfilePhotos', () => {
  beforeEach(resetSignupStore);

  it('locked photos show only the blurred file with a lock; a visitor is asked to sign up', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <ProfilePhotos profile={target} photos={photos} cdnPrefix="/media/" loggedIn={false} />,
    );
    const locked = screen.getAllByTestId('locked-photo');
    expect(locked).toHaveLength(2);
    expect(locked[0]).toHaveAccessibleName('Locked photo: log in or sign up to see more photos');
    expect(locked[0].querySelector('img')).toHaveAttribute('src', '/media/bl-two.jpg');
    expect(locked[0].querySelector('.bi-lock-fill')).not.toBeNull();
    // Only the main photo's own files and the blurred one are in the page.
    const srcs = [...container.querySelectorAll('img')].map((i) => i.getAttribute('src'));
    expect(srcs).toEqual(['/media/main.jpg', '/media/main-t.jpg', '/media/bl-two.jpg']);
    await user.click(locked[0]);
    expect(useSignupStore.getState()).toMatchObject({ modalOpen: true, target: { id: 12, name: 'Lea' } });
  });

  it('a free member pressing a locked photo goes to premium', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProfilePhotos profile={target} photos={photos} cdnPrefix="/media/" loggedIn />);
    expect(screen.getByText('Premium members see all photos.')).toBeInTheDocument();
    await user.click(screen.getAllByTestId('locked-photo')[1]);
    expect(navigation.intlRouter.push).toHaveBeenCalledWith('/premium');
    expect(useSignupStore.getState().modalOpen).toBe(false);
  });

  it('unlocked photos open full size in a lightbox, with next and previous', async () => {
    const user = userEvent.setup();
    const all: PublicPhoto[] = [
      photos[0],
      {
        id: 4,
        locked: false,
        main: false,
        filename: 'second.jpg',
        thumb_filename: 'second-t.jpg',
        width: 600,
        height: 800,
      },
    ];
    renderWithProviders(<ProfilePhotos profile={target} photos={all} cdnPrefix="/media/" loggedIn />);
    expect(screen.queryByTestId('locked-photo')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open photo 2 of Lea' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Photo 2 of 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/media/second.jpg');
    await user.click(within(dialog).getByRole('button', { name: /Next/ }));
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/media/main.jpg');
  });
});
