// The cached public pages' scripts after the first paint (lib/server/http/deferred-scripts.ts):
// which tags move, what takes their place, and when the loader adds them in a browser (jsdom).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferChunkScripts, loaderScript } from '@/lib/server/http/deferred-scripts';
import { scriptSources } from '@/scripts/bench/first-load-js';

const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async="" nonce="n1"></script>`;
const PAGE =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="script" fetchPriority="low" nonce="n1" href="/_next/static/chunks/rt.js"/>' +
  chunk('a') +
  chunk('b') +
  '<script src="/_next/static/chunks/poly.js" noModule="" nonce="n1"></script>' +
  '<script src="https://example.com/x.js" async=""></script></head>' +
  '<body><main>hi</main><script nonce="n1">self.__next_f.push([1,"x"])</script>' +
  '<script src="/_next/static/chunks/rt.js" nonce="n1" async=""></script>' +
  '<link rel="stylesheet" href="/_next/static/chunks/s.css" data-precedence="next"/></body></html>';

const srcsOf = (html: string) => JSON.parse(/s=(\[[^\]]*\])/.exec(html)![1]) as string[];

describe('deferChunkScripts', () => {
  it("moves Next's async chunks out of the page, preloads them in the head and loads them from the end of the body", () => {
    const out = deferChunkScripts(PAGE);
    const head = out.slice(0, out.indexOf('</head>'));
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/(a|b|rt)\.js"/);
    expect(head).not.toContain('fetchPriority="low"');
    expect([...head.matchAll(/<link rel="preload" as="script" href="([^"]+)"\/>/g)].map((m) => m[1])).toEqual(
      ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/chunks/rt.js'],
    );
    // In the order Next wrote them, after everything else of the body.
    expect(srcsOf(out)).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/rt.js',
    ]);
    expect(out).toMatch(
      /data-precedence="next"\/><script>\(function\(\)\{.+\}\)\(\)<\/script><\/body><\/html>$/,
    );
    // What a module browser never fetches, and what is not ours, stay where they were.
    expect(head).toContain('<script src="/_next/static/chunks/poly.js" noModule="" nonce="n1"></script>');
    expect(head).toContain('<script src="https://example.com/x.js" async=""></script>');
    // Next's inline scripts and the markup are untouched.
    expect(out).toContain('<body><main>hi</main><script nonce="n1">self.__next_f.push([1,"x"])</script>');
  });

  it('leaves a page without chunks, or without a head and a body, as it was', () => {
    const none = '<html><head></head><body><p>x</p></body></html>';
    expect(deferChunkScripts(none)).toBe(none);
    const noHead = `<html><body>${chunk('a')}</body></html>`;
    expect(deferChunkScripts(noHead)).toBe(noHead);
  });

  it('lists a chunk named twice once', () => {
    const twice = PAGE.replace('</head>', `${chunk('a')}</head>`);
    expect(srcsOf(deferChunkScripts(twice))).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/rt.js',
    ]);
  });

  it('leaves the first-load JS the bench counts as it was: the same files, now preloads', () => {
    const before = scriptSources(PAGE);
    const after = scriptSources(deferChunkScripts(PAGE));
    expect(before.srcs).toContain('/_next/static/chunks/a.js');
    expect(before.srcs).not.toContain('/_next/static/chunks/poly.js');
    expect([...after.srcs].sort()).toEqual([...before.srcs].sort());
    expect([...after.named].sort()).toEqual([...before.named].sort());
  });
});

describe('the loader in a browser', () => {
  const SRCS = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'];
  let frames: FrameRequestCallback[] = [];

  const run = (visibility: DocumentVisibilityState = 'visible') => {
    frames = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
    new Function(loaderScript(SRCS))();
  };
  const added = () =>
    [...document.body.querySelectorAll('script[src]')].map((s) =>
      (s as HTMLScriptElement).getAttribute('src'),
    );

  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('adds the async tags in the first animation frame, once', () => {
    run();
    expect(added()).toEqual([]);
    frames.forEach((cb) => cb(0));
    expect(added()).toEqual(SRCS);
    expect([...document.body.querySelectorAll('script')].every((s) => s.async)).toBe(true);
    window.dispatchEvent(new Event('load'));
    expect(added()).toEqual(SRCS);
  });

  it('adds them at the load event when no frame came before it', () => {
    run();
    window.dispatchEvent(new Event('load'));
    expect(added()).toEqual(SRCS);
    frames.forEach((cb) => cb(0));
    expect(added()).toEqual(SRCS);
  });

  it('adds them at once in a tab that is not shown (it paints no frames)', () => {
    run('hidden');
    expect(added()).toEqual(SRCS);
    expect(frames).toEqual([]);
  });
});
