// Which files the first-load JS budget counts (scripts/bench/first-load-js.ts): what a module
// browser downloads for the page, whether the HTML names it in a tag or as a preload.
import { describe, expect, it } from 'vitest';
import { scriptSources } from '@/scripts/bench/first-load-js';

const PAGE =
  '<!DOCTYPE html><html><head>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/rt.js"/>' +
  '<link rel="preload" as="style" href="/_next/static/chunks/s.css"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script src="/_next/static/chunks/poly.js" noModule=""></script>' +
  '<link rel="preload" href="/_next/static/chunks/b.js" as="script"/></head>' +
  '<body><script>self.__next_f.push([1,"/_next/static/chunks/c.js"])</script>' +
  '<script src="/_next/static/chunks/rt.js" async=""></script></body></html>';

describe('scriptSources', () => {
  it('counts <script src> files and script preloads once each, and skips noModule and style preloads', () => {
    const { srcs, named, inline } = scriptSources(PAGE);
    expect([...srcs].sort()).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/rt.js',
    ]);
    expect(named).toContain('/_next/static/chunks/c.js');
    expect(named).not.toContain('/_next/static/chunks/poly.js');
    expect(named).not.toContain('/_next/static/chunks/s.css');
    expect(inline).toBe(1);
  });
});
