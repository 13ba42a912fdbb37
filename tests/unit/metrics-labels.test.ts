// @vitest-environment node
// Metric labels stay bounded: route patterns, never raw paths with ids or tokens.
import { apiRouteLabel, observeHttp, pageRouteLabel } from '@/lib/server/metrics/http';

describe('apiRouteLabel', () => {
  it.each([
    ['/api/user.php', '/api/user.php'],
    ['/api/user.php/', '/api/user.php'],
    ['/api/photos/123', 'other'],
    ['/api/../etc/passwd', 'other'],
  ])('%s → %s', (path, label) => {
    expect(apiRouteLabel(path)).toBe(label);
  });
});

describe('observeHttp', () => {
  it('API paths with no route (404s) take no label, so they cannot crowd out real routes and pages', () => {
    for (let i = 0; i < 500; i++)
      observeHttp({ method: 'GET', url: `/api/made-up-${i}.php?x=1`, status: 404, seconds: 0.001 });
    expect(apiRouteLabel('/api/settings.php')).toBe('/api/settings.php');
    expect(pageRouteLabel('/likes', 200)).toBe('/likes');
  });
});

describe('pageRouteLabel', () => {
  it.each([
    ['/_next/static/chunks/abc123.js', 200, '/_next/static'],
    ['/_next/image', 200, '/_next'],
    ['/media/photos/4/771.jpg', 200, '/media'],
    ['/favicon.ico', 200, 'static'],
    ['/', 200, '/'],
    ['/de', 200, '/'],
    ['/members/4711', 200, '/members'],
    ['/nl/chats/12', 200, '/chats'],
    ['/activate', 200, '/activate'],
    ['/anything/at/all', 404, 'not_found'],
    ['/made-up-path-1', 307, 'redirect'],
    ['/members/12', 304, '/members'],
    ['/en/%F0%9F%92%A5', 200, 'other'],
  ])('%s (%i) → %s', (path, status, label) => {
    expect(pageRouteLabel(path, status)).toBe(label);
  });

  it('adds a page label only from a successful answer; a failure keeps a known one', () => {
    expect(pageRouteLabel('/broken-made-up-path', 500)).toBe('other');
    expect(pageRouteLabel('/settings', 200)).toBe('/settings');
    expect(pageRouteLabel('/de/settings/x', 500)).toBe('/settings');
  });

  it('gives at most a bounded number of distinct labels, then "other"', () => {
    const labels = new Set<string>();
    for (let i = 0; i < 1000; i++) labels.add(pageRouteLabel(`/page-${i}`, 200));
    expect(labels.size).toBeLessThanOrEqual(201);
    expect(labels.has('other')).toBe(true);
  });
});
