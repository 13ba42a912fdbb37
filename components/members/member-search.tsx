'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';
import { useTranslations } from 'next-intl';
import { useCurrentUser, useSettings } from '@/lib/session/page-session';
import { apiError } from '@/lib/api-client/api-error';
import { useSearchPage } from '@/lib/api-client/search';
import { hasTrafficSource } from '@/lib/schemas/signup-tracking';
import type { SearchPage } from '@/lib/schemas/search';
import { emptyFilters, useSearchStore, type SearchFiltersState } from '@/stores/search-store';
import { useSignupStore } from '@/stores/signup-store';
import { SearchFilters } from './search-filters';
import { SearchResults } from './search-results';
import { useMounted } from '@/components/ui/use-mounted';

// Only a visitor is ever asked to log in here: a member's page does not load the prompt.
const SearchLoginPrompt = lazyComponent(() =>
  import('./search-login-prompt').then((m) => m.SearchLoginPrompt),
);

type Props = {
  /** Who searches ('visitor' or the user id): stored results of someone else are dropped. */
  owner: string;
  /** The first visit's filters, from the member's profile (gender sought, own country). */
  defaults: Partial<SearchFiltersState>;
  /**
   * The first page for these defaults, rendered on the server (members, and visitors where
   * logged-out search is open): shown with the default filters until the browser store is read,
   * then handed to the store instead of a fetch.
   */
  initial?: SearchPage | null;
};

const sameFilters = (a: Partial<SearchFiltersState>, b: Partial<SearchFiltersState>) =>
  (['gender', 'country', 'countryregion', 'min_age', 'max_age'] as const).every(
    (k) => (a[k] ?? emptyFilters[k]) === (b[k] ?? emptyFilters[k]),
  );

/** /members: filters, results appended page by page, the count; visitors per the site's rules. */
export function MemberSearch({ owner, defaults, initial = null }: Props) {
  const t = useTranslations('members');
  const tg = useTranslations('errors');
  const settings = useSettings();
  const user = useCurrentUser();
  const tracking = useSignupStore((s) => s.tracking);
  const store = useSearchStore();
  const page = useSearchPage();
  const [error, setError] = useState<string | null>(null);
  const [loginNeeded, setLoginNeeded] = useState(false);
  // Which search an answer belongs to: a late page of an older search is thrown away.
  const generation = useRef(0);
  // The cursor being fetched: the button and the scroll observer may both ask for the same page.
  const fetching = useRef<string | null>(null);
  // The store lives in localStorage: it is read after mounting, so server and client agree.
  const mounted = useMounted();
  // The filters' form keeps the values it was created with (its inputs are uncontrolled), so it
  // is created again when the store brings other filters. The form the server rendered stays
  // when the store's filters are the same: re-creating it would rebuild its DOM while the page
  // hydrates (issue 10).
  const [serverForm, setServerForm] = useState(Boolean(initial));

  const allowed =
    Boolean(user) ||
    (settings.logged_out_search && (!settings.logged_out_search_trafficsource || hasTrafficSource(tracking)));

  const load = useCallback(
    async (filters: SearchFiltersState, cursor: string | null) => {
      const mine = cursor ? generation.current : ++generation.current;
      try {
        const result = await page.mutateAsync({ filters, cursor, tracking });
        if (mine !== generation.current) return;
        setError(null);
        useSearchStore.getState().appendPage(result);
      } catch (err) {
        if (mine !== generation.current) return;
        const { error: code } = apiError(err);
        if (code === 'search_login_required') setLoginNeeded(true);
        else setError(t.has(`errors.${code}`) ? t(`errors.${code}`) : tg('generic'));
      }
    },
    [page, tracking, t, tg],
  );

  useEffect(() => {
    if (!mounted || !allowed) return;
    useSearchStore.getState().init(owner, defaults);
    const s = useSearchStore.getState();
    // The stored filters are the browser's to know: the form is created again with them.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!sameFilters(s, defaults)) setServerForm(false);
    // First visit (or a new owner): search right away with the defaults. This is the effect's
    // job (syncing with the server once the browser store is read); its state updates happen
    // after the request answers, not synchronously.
    if (s.results.length === 0 && s.numResults === null) {
      // The server already searched with these filters: that page is the store's first.
      if (initial && sameFilters(s, defaults)) s.appendPage(initial);
      else void load(s, null);
    }
    // Run once per mount; defaults come from the server render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mounted, allowed, owner]);

  const profiles = useMemo(() => store.results.flatMap((p) => p.results), [store.results]);

  if (!mounted && !initial)
    return <div className="placeholder-glow" aria-busy="true" style={{ minHeight: 320 }} />;
  if (mounted && (!allowed || loginNeeded)) return <SearchLoginPrompt />;
  // Until the effect above has set the store up for this owner, the page keeps what the server
  // rendered (the default filters and `initial`): the first render after mounting would otherwise
  // show an empty store for a moment, and the page would jump (layout shift).
  const adopted = mounted && store.didInit && store.owner === owner;
  const fromServer = !adopted && initial;

  const onSearch = (filters: SearchFiltersState) => {
    const s = useSearchStore.getState();
    s.setFilters(filters);
    s.clearResults();
    void load(filters, null);
  };
  const onClear = () => {
    generation.current++;
    const s = useSearchStore.getState();
    s.setFilters(emptyFilters);
    s.clearResults();
  };
  const onMore = () => {
    const s = useSearchStore.getState();
    if (!s.nextCursor || fetching.current === s.nextCursor) return;
    fetching.current = s.nextCursor;
    void load(s, s.nextCursor).finally(() => (fetching.current = null));
  };

  return (
    <>
      <SearchFilters
        key={fromServer || serverForm ? 'server' : store.didInit ? 'ready' : 'initial'}
        filters={fromServer ? { ...emptyFilters, ...defaults } : store}
        busy={page.isPending}
        onSearch={onSearch}
        onClear={onClear}
        onLoadError={() => setError(tg('generic'))}
      />
      {error && (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      )}
      <SearchResults
        {...(fromServer
          ? // Server HTML (and the renders before the store is set up, which must match it).
            {
              profiles: fromServer.profiles,
              numResults: fromServer.num_results,
              capped: fromServer.num_results_capped,
              hasMore: Boolean(fromServer.next_cursor),
              loading: false,
              onMore: () => {},
            }
          : {
              profiles,
              numResults: store.numResults,
              capped: store.numResultsCapped,
              hasMore: Boolean(store.nextCursor),
              loading: page.isPending,
              onMore,
            })}
        cdnPrefix={settings.cdn_prefix}
        fictionalIcon={settings.fictional_icon}
      />
    </>
  );
}
