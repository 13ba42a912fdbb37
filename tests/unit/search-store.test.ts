// The search store of spec §3: filters initialised once per owner, pages appended (numbered,
// without duplicates), clearing empties results and count, persisted in localStorage.
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSearchStore, SEARCH_STORE_KEY, selectAllResults, useSearchStore } from '@/stores/search-store';
import type { ProfileCard } from '@/lib/schemas/profile';

const card = (id: number): ProfileCard => ({
  id,
  name: `P${id}`,
  age: 30,
  country: 'NL',
  city: null,
  is_fictional: true,
  main_image: null,
});
const page = (ids: number[], next: string | null, count: number | null = null) => ({
  profiles: ids.map(card),
  next_cursor: next,
  num_results: count,
  num_results_capped: false,
});

beforeEach(() => {
  localStorage.clear();
  resetSearchStore();
});

describe('search store', () => {
  it('initialises the filters once per owner, and starts fresh for another owner', () => {
    const s = useSearchStore.getState();
    s.init('user:1', { gender: 'female', country: 'NL' });
    expect(useSearchStore.getState()).toMatchObject({
      didInit: true,
      owner: 'user:1',
      gender: 'female',
      country: 'NL',
    });
    useSearchStore.getState().setFilters({ country: 'BE', min_age: 30 });
    useSearchStore.getState().appendPage(page([1, 2], 'c1', 5));
    // Same owner again (e.g. back from a profile): nothing is reset.
    useSearchStore.getState().init('user:1', { gender: 'female', country: 'NL' });
    expect(useSearchStore.getState()).toMatchObject({ country: 'BE', min_age: 30, numResults: 5 });
    // Someone else on this browser: their defaults, no results.
    useSearchStore.getState().init('visitor', { country: 'DE' });
    expect(useSearchStore.getState()).toMatchObject({
      owner: 'visitor',
      gender: '',
      country: 'DE',
      min_age: null,
      results: [],
      numResults: null,
    });
  });

  it('appends pages with page numbers, keeps the first count, skips duplicates', () => {
    const s = useSearchStore.getState();
    s.appendPage(page([1, 2, 3], 'c1', 7));
    s.appendPage(page([3, 4, 5], 'c2'));
    s.appendPage(page([6, 7], null));
    const state = useSearchStore.getState();
    expect(state.results.map((p) => p.pageNumber)).toEqual([1, 2, 3]);
    expect(selectAllResults(state).map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(state.numResults).toBe(7);
    expect(state.nextCursor).toBeNull();
  });

  it('clearing empties the results and the count', () => {
    const s = useSearchStore.getState();
    s.appendPage({ ...page([1], 'c1', 1200), num_results_capped: true });
    s.clearResults();
    expect(useSearchStore.getState()).toMatchObject({
      results: [],
      numResults: null,
      numResultsCapped: false,
      nextCursor: null,
    });
  });

  it('changing the country clears the region; removing a profile drops it and the count', () => {
    const s = useSearchStore.getState();
    s.setFilters({ country: 'NL', countryregion: 'NH' });
    s.setFilters({ country: 'BE' });
    expect(useSearchStore.getState().countryregion).toBe('');
    s.appendPage(page([1, 2], null, 2));
    s.removeProfile(1);
    expect(selectAllResults(useSearchStore.getState()).map((p) => p.id)).toEqual([2]);
    expect(useSearchStore.getState().numResults).toBe(1);
  });

  it('persists filters and results in localStorage', () => {
    useSearchStore.getState().init('user:9', { gender: 'male' });
    useSearchStore.getState().appendPage(page([4], null, 1));
    const stored = JSON.parse(localStorage.getItem(SEARCH_STORE_KEY)!);
    expect(stored.state).toMatchObject({ gender: 'male', owner: 'user:9', numResults: 1, didInit: true });
    expect(stored.state.results[0].results[0].id).toBe(4);
  });
});
