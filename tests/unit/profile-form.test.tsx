import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileForm } from '@/components/profile/profile-form';
import { renderWithProviders } from '@/tests/setup/render';
import { recordingApi as fakeApi, restoreRecordingApi as restoreApi } from './support/recording-api';
import { testOwnProfile } from './support/own-profile-detail';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

const ALL = ['interest', 'hair_color', 'eye_color', 'body_type', 'relationship_status', 'hobbies'];
const interests = [
  { slug: 'wine', icon: 'droplet-half' },
  { slug: 'hiking', icon: 'person-walking' },
];

function renderForm(visible: { fields: string[]; notes: string[] }, profile = testOwnProfile()) {
  return renderWithProviders(<ProfileForm profile={profile} />, {
    settings: {
      visible_profile_fields: visible.fields,
      visible_profile_notes: visible.notes,
      countries: ['NL', 'BE'],
      interests,
      region_data: { NL: [{ code: 'NH', name: 'Noord-Holland' }], BE: [] },
    },
  });
}

afterEach(restoreApi);

describe('ProfileForm', () => {
  it('shows only the fields the site lists (visible_profile_fields / visible_profile_notes)', () => {
    renderForm({ fields: ['hair_color'], notes: [] });
    expect(screen.getByLabelText('Name')).toHaveValue('Anna');
    expect(screen.getByLabelText('Hair colour')).toHaveValue('red');
    expect(screen.queryByLabelText('About me')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Eye colour')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Looking for')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Interests' })).not.toBeInTheDocument();
  });

  it('shows every attribute with translated values, about me and the hobby chips when listed', () => {
    renderForm({ fields: ALL, notes: ['about'] });
    expect(screen.getByLabelText('About me')).toHaveValue('Hello there');
    const eyes = screen.getByLabelText('Eye colour');
    expect(eyes).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Hazel' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'In a relationship' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Interests' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wine' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Hiking' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Hiking' }).querySelector('.bi-person-walking')).not.toBeNull();
    expect(screen.getByLabelText('Region')).toBeInTheDocument();
  });

  it('sends only the visible fields, "not specified" as null, and confirms the save', async () => {
    const requests = fakeApi({
      'PUT /profile.php': (req) => ({ status: 200, data: testOwnProfile(req.data as object) }),
    });
    renderForm({ fields: ['eye_color', 'hobbies'], notes: [] });
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), 'Anneke');
    await userEvent.selectOptions(screen.getByLabelText('Eye colour'), 'Green');
    await userEvent.click(screen.getByRole('button', { name: 'Hiking' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0].data).toEqual({
      name: 'Anneke',
      gender: 'female',
      country: 'NL',
      region: null,
      city: 'Haarlem',
      eye_color: 'green',
      hobbies: ['wine', 'hiking'],
    });
  });

  it('refuses a name starting with @ before sending anything', async () => {
    const requests = fakeApi({});
    renderForm({ fields: [], notes: [] });
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), '@anna');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your name may not start with @.');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it('shows the server’s refusal', async () => {
    fakeApi({ 'PUT /profile.php': { status: 422, data: { error: 'name_is_email' } } });
    renderForm({ fields: [], notes: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Your name may not be your e-mail address.'),
    );
    expect(screen.queryByText('Your profile has been saved.')).not.toBeInTheDocument();
  });
});
