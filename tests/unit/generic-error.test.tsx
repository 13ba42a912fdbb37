// One generic error text (issue 11, item 10; spec §8 "An error occurred, please try again later"):
// errors.generic is the only key of its kind in every locale, and the swipe game and the match
// finder (the chat: chat-view-refusals.test.tsx, chat-top-bar.test.tsx) show it for a refusal
// that has no text of its own.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MatchFinder } from '@/components/discovery/match-finder';
import { SwipeGame } from '@/components/discovery/swipe-game';
import { queryKeys } from '@/lib/api-client/keys';
import { finderQueryOptions } from '@/lib/api-client/suggestions';
import { locales } from '@/lib/i18n/locales';
import type { ProfileCard } from '@/lib/schemas/profile';
import { renderWithProviders, testUser } from '@/tests/setup/render';
import { recordingApi, restoreRecordingApi } from './support/recording-api';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

const GENERIC = 'An error occurred, please try again later';

/** Every key path of a messages tree whose last key is "generic". */
function genericKeys(tree: Record<string, unknown>, path: string[] = []): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? genericKeys(value as Record<string, unknown>, [...path, key])
      : key === 'generic'
        ? [[...path, key].join('.')]
        : [],
  );
}

const card = (id: number, name: string): ProfileCard => ({
  id,
  name,
  age: 30,
  country: 'NL',
  city: 'Utrecht',
  is_fictional: false,
  main_image: { filename: `${id}.jpg`, thumb_filename: `${id}-t.jpg`, status: 'active' },
});

afterEach(() => restoreRecordingApi());

describe('the generic error text', () => {
  it.each(locales)('has one key, errors.generic, in %s', async (locale) => {
    const messages = (await import(`@/messages/${locale}.json`)).default;
    expect(genericKeys(messages)).toEqual(['errors.generic']);
    expect(messages.errors.generic).toMatch(/\S/);
  });

  it("is the spec's sentence in English", async () => {
    expect((await import('@/messages/en.json')).default.errors.generic).toBe(GENERIC);
  });

  it('is what the swipe game says for a refusal without a text of its own', async () => {
    const deck = {
      profiles: [card(1, 'Anna')],
      likes_left: 4,
      limit: 4,
      resets_at: '2030-03-02T00:00:00.000Z',
    };
    recordingApi({
      'GET /swipe.php': { status: 200, data: deck },
      'POST /swipe.php': { status: 409, data: { error: 'something_new' } },
    });
    renderWithProviders(<SwipeGame />, { user: testUser(), queryData: [[queryKeys.swipe, deck]] });
    await userEvent.click(screen.getByRole('button', { name: 'Like Anna' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GENERIC);
  });

  it('is what the match finder says for a refusal without a text of its own', async () => {
    recordingApi({ 'POST /like.php': { status: 409, data: { error: 'something_new' } } });
    renderWithProviders(<MatchFinder />, {
      user: testUser(),
      queryData: [
        [
          finderQueryOptions.queryKey,
          { pages: [{ profiles: [card(2, 'Bea')], next_cursor: null }], pageParams: [null] },
        ],
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Like Bea' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GENERIC);
  });
});
