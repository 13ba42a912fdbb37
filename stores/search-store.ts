import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ProfileCard } from '@/lib/schemas/profile';
import type { SearchFiltersState } from '@/lib/schemas/search';

export type { SearchFiltersState };

/**
 * The search store of spec §3: the filters, whether they were initialised from the member
 * (didInit), the result pages appended so far and the count. Persisted in localStorage so the
 * list survives a visit to a profile and back. `owner` ties it to who searched: another member
 * (or a visitor) on the same browser starts fresh.
 */
export type SearchResultsPage = { pageNumber: number; results: ProfileCard[] };

type SearchState = SearchFiltersState & {
  didInit: boolean;
  owner: string | null;
  results: SearchResultsPage[];
  /** null until the first page answered. */
  numResults: number | null;
  numResultsCapped: boolean;
  /** The cursor of the next page; null when there is none (or nothing was searched yet). */
  nextCursor: string | null;
  /** Sets the filters once from the member's defaults (or keeps what was there for the same owner). */
  init: (owner: string, defaults: Partial<SearchFiltersState>) => void;
  setFilters: (patch: Partial<SearchFiltersState>) => void;
  appendPage: (page: {
    profiles: ProfileCard[];
    next_cursor: string | null;
    num_results: number | null;
    num_results_capped: boolean;
  }) => void;
  /** Spec §4: clearing empties the results and the count. */
  clearResults: () => void;
  /** A profile that must not show any more (just blocked). */
  removeProfile: (id: number) => void;
};

export const emptyFilters: SearchFiltersState = {
  gender: '',
  country: '',
  countryregion: '',
  min_age: null,
  max_age: null,
};

const initialState = {
  ...emptyFilters,
  didInit: false,
  owner: null,
  results: [] as SearchResultsPage[],
  numResults: null,
  numResultsCapped: false,
  nextCursor: null,
};

const noResults = { results: [], numResults: null, numResultsCapped: false, nextCursor: null };

export const SEARCH_STORE_KEY = 'heartline-search';

export const useSearchStore = create<SearchState>()(
  persist(
    (set) => ({
      ...initialState,
      init: (owner, defaults) =>
        set((s) =>
          s.didInit && s.owner === owner
            ? s
            : { ...initialState, ...emptyFilters, ...defaults, owner, didInit: true },
        ),
      setFilters: (patch) =>
        set((s) => {
          const next = { ...s, ...patch };
          // A region belongs to its country.
          if (
            patch.country !== undefined &&
            patch.country !== s.country &&
            patch.countryregion === undefined
          ) {
            next.countryregion = '';
          }
          return next;
        }),
      appendPage: (page) =>
        set((s) => {
          const seen = new Set(s.results.flatMap((p) => p.results.map((r) => r.id)));
          return {
            results: [
              ...s.results,
              { pageNumber: s.results.length + 1, results: page.profiles.filter((p) => !seen.has(p.id)) },
            ],
            numResults: page.num_results ?? s.numResults,
            numResultsCapped: page.num_results === null ? s.numResultsCapped : page.num_results_capped,
            nextCursor: page.next_cursor,
          };
        }),
      clearResults: () => set(noResults),
      removeProfile: (id) =>
        set((s) => ({
          results: s.results.map((p) => ({ ...p, results: p.results.filter((r) => r.id !== id) })),
          numResults: s.numResults === null ? null : Math.max(0, s.numResults - 1),
        })),
    }),
    { name: SEARCH_STORE_KEY, storage: createJSONStorage(() => localStorage), version: 1 },
  ),
);

/** Every profile found so far, in order. */
export const selectAllResults = (s: { results: SearchResultsPage[] }) => s.results.flatMap((p) => p.results);

export function resetSearchStore(): void {
  useSearchStore.setState(initialState);
}
