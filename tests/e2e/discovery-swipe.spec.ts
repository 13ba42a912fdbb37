import { expect, test } from './fixtures';
import { SwipeGamePage } from './pages/swipe-game-page';
import { msg } from './support/messages';

// The swipe game as a fresh member (signed up through the API here, never a shared demo member):
// pass and like by keyboard, like by dragging with the mouse and by the button, until the day's
// 4 likes are used and the message says when new ones come; the server agrees.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('swipes by keyboard and by mouse until the quota message shows', async ({ page }) => {
  const id = unique();
  const signup = await page.request.post('/api/signup.php', {
    data: {
      email: `e2e-swipe-${id}@heartline.local`,
      name: `Swiper${id.slice(-5)}`,
      password: 'heartline-e2e-swipe',
      date_of_birth: '1991-08-20',
      gender: 'male',
      interest: 'women',
      country: 'NL',
      locale: 'en',
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);

  const game = new SwipeGamePage(page);
  await game.goto();
  await expect(game.card).toBeVisible();
  await expect(game.likesLeft).toHaveText(/4/);

  // Keyboard: ← passes, → likes, L likes.
  let name = await game.currentName();
  await page.keyboard.press('ArrowLeft');
  await game.expectAnnounced('passed', name);
  await game.expectNextCard(name);

  name = await game.currentName();
  await page.keyboard.press('ArrowRight');
  await game.expectAnnounced('liked', name);
  await game.expectNextCard(name);

  name = await game.currentName();
  await page.keyboard.press('l');
  await game.expectAnnounced('liked', name);
  await game.expectNextCard(name);
  await expect(game.likesLeft).toHaveText(/2/);

  // Mouse: a short drag springs back, a long one to the left passes, to the right likes.
  name = await game.currentName();
  await game.dragCard(25);
  await expect(game.card).toHaveAttribute('aria-label', new RegExp(`^${name}, `));
  await game.dragCard(-220);
  await game.expectAnnounced('passed', name);
  await game.expectNextCard(name);

  name = await game.currentName();
  await game.dragCard(220);
  await game.expectAnnounced('liked', name);
  await game.expectNextCard(name);

  // The last like by clicking the button.
  name = await game.currentName();
  await game.likeButton(name).click();
  await game.expectAnnounced('liked', name);

  await expect(game.quota).toContainText(msg('en', 'swipe.quota', { limit: 4 }));
  await expect(game.quota).toContainText(/New likes in \d+ h \d+ min \(at .+\)\./);

  // Another like is refused on the spot; the server says the same; a pass still works.
  const next = await game.currentName();
  await page.keyboard.press('ArrowRight');
  await expect(game.announcer).toHaveText(msg('en', 'swipe.quota', { limit: 4 }));
  const deck = await (await page.request.get('/api/swipe.php')).json();
  expect(deck.likes_left).toBe(0);
  const refused = await page.request.post('/api/swipe.php', {
    data: { profile_id: deck.profiles[0].id, decision: 'like' },
  });
  expect(refused.status()).toBe(429);
  expect((await refused.json()).error).toBe('swipe_limit');
  await game.passButton(next).click();
  await game.expectAnnounced('passed', next);

  // The quota survives a reload.
  await page.reload();
  await expect(game.quota).toContainText(msg('en', 'swipe.quota', { limit: 4 }));

  // The four likes are in the likes list as sent.
  const likes = await (await page.request.get('/api/likes.php')).json();
  expect(likes.sent).toHaveLength(4);
});

test('visitors are asked to log in or sign up', async ({ page }) => {
  await page.goto('/swipe-game');
  const prompt = page.getByTestId('member-prompt');
  await expect(prompt.getByRole('heading', { name: msg('en', 'swipe.visitorTitle') })).toBeVisible();
  await expect(prompt.getByRole('link', { name: msg('en', 'swipe.login') })).toHaveAttribute(
    'href',
    '/login',
  );
});
