import { routeName, stripLocale } from '@/lib/utils/route-name';

describe('stripLocale', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/nl', '/'],
    ['/de/members/12', '/members/12'],
    ['/en/likes', '/likes'],
    ['/members', '/members'],
    // only whole segments that are supported locales are prefixes
    ['/nlx/members', '/nlx/members'],
    ['/xx/members', '/xx/members'],
    ['/pages/terms', '/pages/terms'],
  ])('%s → %s', (input, output) => {
    expect(stripLocale(input)).toBe(output);
  });
});

describe('routeName (spec §2 route names)', () => {
  it.each([
    ['/', 'index'],
    ['/nl', 'index'],
    ['/sv/', 'index'],
    ['/members', 'members'],
    ['/members/', 'members'],
    ['/members/12', 'members-id'],
    ['/de/members/12', 'members-id'],
    ['/chats', 'chats'],
    ['/chats/9', 'chats-id'],
    ['/likes', 'likes'],
    ['/likes/received', 'likes-type'],
    ['/likes/sent', 'likes-type'],
    ['/fr/likes/matches', 'likes-type'],
    ['/likes/m/3', 'likes-m-id'],
    ['/credits', 'credits'],
    ['/credits/5', 'credits-id-paymentmethod'],
    ['/credits/5/ideal', 'credits-id-paymentmethod'],
    ['/nl/credits/5/ideal', 'credits-id-paymentmethod'],
    ['/credits/repeat-order', 'credits-repeat-order'],
    ['/premium', 'premium'],
    ['/profile', 'profile'],
    ['/notifications', 'notifications'],
    ['/signup', 'signup'],
    ['/complete-signup', 'complete-signup'],
    ['/login', 'login'],
    ['/pricing', 'pricing'],
    ['/complaints', 'complaints'],
    ['/pages/terms', 'pages-terms'],
    ['/pages/privacy', 'pages-privacy'],
    ['/pages/cookies', 'pages-cookies'],
    ['/pages/ban', 'pages-ban'],
    ['/pages/return-policy', 'pages-return-policy'],
    ['/pages/faq', 'pages-faq'],
    ['/de/pages/service', 'pages-service'],
  ])('%s is %s', (path, name) => {
    expect(routeName(path)).toBe(name);
  });

  it.each(['/nope', '/members/12/chat/extra', '/credits/5/ideal/x', '/xx/members'])(
    'unknown route %s has no name',
    (path) => {
      expect(routeName(path)).toBeNull();
    },
  );
});
