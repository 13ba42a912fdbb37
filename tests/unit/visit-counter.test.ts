// The lander visit counter (issue 15 dashboard): which finished requests are a person's view of a
// lander, and the per-instance tally a flush takes and, when the write fails, gets back.
import { describe, expect, it } from 'vitest';
import { countedLander, isPageView, landerOfPath, utcDay, VisitTally } from '@/lib/server/admin/dashboard/visit-counter';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const view = (url: string, headers: Record<string, string | string[]> = {}, method = 'GET') => ({
  method,
  url,
  headers: { accept: 'text/html,application/xhtml+xml', 'user-agent': CHROME, ...headers },
});

describe('landerOfPath', () => {
  it('names the lander of lander and member-landing paths, with or without locale, slug, query', () => {
    expect(landerOfPath('/landers/video')).toBe('video');
    expect(landerOfPath('/landers/video/')).toBe('video');
    expect(landerOfPath('/nl/landers/maplanding/amsterdam-2?sub1=x')).toBe('maplanding');
    expect(landerOfPath('/landers/tinderswipe')).toBe('tinderswipe');
    expect(landerOfPath('/members/42/landing')).toBe('landing');
    expect(landerOfPath('/de/members/42/landing3/summer')).toBe('landing3');
  });

  it('is null for other pages and made-up landers (a bounded set of names)', () => {
    for (const p of ['/', '/login', '/landers', '/landers/nosuch', '/landers/video/a/b', '/members/42', '/xx/landers/video', '/api/landers/video', 'landers/video', undefined])
      expect(landerOfPath(p), String(p)).toBeNull();
  });
});

describe('isPageView', () => {
  it('takes a browser GET for HTML', () => {
    expect(isPageView(view('/landers/video'))).toBe(true);
  });

  it('refuses crawlers, agentless scripts, prefetches, prerenders, router payloads, other methods and non-HTML', () => {
    for (const ua of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'Mozilla/5.0 (compatible; bingbot/2.0)', 'Baiduspider', 'SomeCrawler/1.0', ''])
      expect(isPageView(view('/landers/video', { 'user-agent': ua })), ua).toBe(false);
    expect(isPageView(view('/landers/video', { purpose: 'prefetch' }))).toBe(false);
    expect(isPageView(view('/landers/video', { 'sec-purpose': 'prefetch;prerender' }))).toBe(false);
    expect(isPageView(view('/landers/video', { 'x-moz': 'prefetch' }))).toBe(false);
    expect(isPageView(view('/landers/video', { rsc: '1' }))).toBe(false);
    expect(isPageView(view('/landers/video', { 'next-router-prefetch': '1' }))).toBe(false);
    expect(isPageView(view('/landers/video', {}, 'HEAD'))).toBe(false);
    expect(isPageView(view('/landers/video', {}, 'POST'))).toBe(false);
    expect(isPageView(view('/landers/video', { accept: '*/*' }))).toBe(false);
  });
});

describe('countedLander', () => {
  it('counts only 200 answers of lander page views', () => {
    expect(countedLander(view('/landers/gallery'), 200)).toBe('gallery');
    expect(countedLander(view('/landers/gallery'), 304)).toBeNull();
    expect(countedLander(view('/landers/gallery'), 500)).toBeNull();
    expect(countedLander(view('/landers/gallery', { 'user-agent': 'AhrefsBot' }), 200)).toBeNull();
    expect(countedLander(view('/pricing'), 200)).toBeNull();
  });
});

describe('VisitTally', () => {
  it('adds per site, lander and day; take() empties it; restore() puts rows back', () => {
    const t = new VisitTally();
    t.add(1, 'video', '2026-03-01');
    t.add(1, 'video', '2026-03-01');
    t.add(1, 'video', '2026-03-02');
    t.add(2, 'video', '2026-03-01');
    t.add(1, 'gallery', '2026-03-01');
    expect(t.size).toBe(4);
    const rows = t.take();
    expect(t.size).toBe(0);
    expect(rows).toContainEqual({ siteId: 1, lander: 'video', day: '2026-03-01', visits: 2 });
    expect(rows.reduce((n, r) => n + r.visits, 0)).toBe(5);
    // A failed write: the rows go back, and counts made meanwhile add to them.
    t.add(1, 'video', '2026-03-01');
    t.restore(rows);
    expect(t.take()).toContainEqual({ siteId: 1, lander: 'video', day: '2026-03-01', visits: 3 });
  });

  it('days are UTC days', () => {
    expect(utcDay(Date.parse('2026-03-01T23:59:59Z'))).toBe('2026-03-01');
    expect(utcDay(Date.parse('2026-03-02T00:30:00+02:00'))).toBe('2026-03-01');
  });
});
