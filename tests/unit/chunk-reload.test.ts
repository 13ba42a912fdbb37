import { isChunkLoadError, reloadOnceForChunkError } from '@/lib/utils/chunk-reload';

function named(name: string, message: string): Error {
  const e = new Error(message);
  e.name = name;
  return e;
}

describe('isChunkLoadError', () => {
  it.each([
    ['a ChunkLoadError by name', named('ChunkLoadError', 'Loading chunk 123 failed.')],
    ['a ChunkLoadError with an unrelated message', named('ChunkLoadError', 'something')],
    ['a webpack chunk message', new Error('Loading chunk app-page-12ab failed. (error: https://x/_next/1.js)')],
    ['a CSS chunk message', new Error('Loading CSS chunk 42 failed.')],
    ['a failed dynamic import (Chrome)', new TypeError('Failed to fetch dynamically imported module: https://x/_next/a.js')],
    ['a failed dynamic import (Firefox)', new TypeError('error loading dynamically imported module: https://x/a.js')],
    ['a message string', 'ChunkLoadError: Loading chunk 7 failed.'],
  ])('recognises %s', (_label, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ['an ordinary error', new Error('boom')],
    ['a plain network failure', new TypeError('Failed to fetch')],
    ['a type error', new TypeError("Cannot read properties of undefined (reading 'x')")],
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['an unrelated string', 'Script error.'],
  ])('ignores %s', (_label, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('reloadOnceForChunkError (spec §8: one reload, at most once per 60 s)', () => {
  const chunkError = named('ChunkLoadError', 'Loading chunk 1 failed.');
  const t0 = 1_700_000_000_000;

  beforeEach(() => {
    sessionStorage.clear();
  });

  it('reloads on the first chunk error', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(chunkError, t0, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload again within 60 s', () => {
    const reload = vi.fn();
    reloadOnceForChunkError(chunkError, t0, reload);
    expect(reloadOnceForChunkError(chunkError, t0 + 1_000, reload)).toBe(false);
    expect(reloadOnceForChunkError(chunkError, t0 + 59_999, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once 60 s have passed', () => {
    const reload = vi.fn();
    reloadOnceForChunkError(chunkError, t0, reload);
    expect(reloadOnceForChunkError(chunkError, t0 + 60_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    // and the guard restarts from the second reload
    expect(reloadOnceForChunkError(chunkError, t0 + 90_000, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('remembers the last reload across page loads (the guard survives the reload itself)', () => {
    const firstPage = vi.fn();
    reloadOnceForChunkError(chunkError, t0, firstPage);
    // After a reload the module state is new, only storage remains; a new failure at once must not loop.
    const secondPage = vi.fn();
    expect(reloadOnceForChunkError(chunkError, t0 + 2_000, secondPage)).toBe(false);
    expect(secondPage).not.toHaveBeenCalled();
  });

  it('never reloads for other errors', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(new Error('boom'), t0, reload)).toBe(false);
    expect(reloadOnceForChunkError(new TypeError('Failed to fetch'), t0 + 120_000, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a non-chunk error does not use up the guard', () => {
    const reload = vi.fn();
    reloadOnceForChunkError(new Error('boom'), t0, reload);
    expect(reloadOnceForChunkError(chunkError, t0 + 1, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
