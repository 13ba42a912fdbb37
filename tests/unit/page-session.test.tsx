import { act, render, screen, waitFor } from '@testing-library/react';
import { dehydrate, QueryClient, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageSession } from '@/components/session/page-session';
import { QueryIsland } from '@/components/session/query-island';
import { queryKeys } from '@/lib/api-client/keys';
import { pageQueryClient } from '@/lib/api-client/query-client';
import { useCurrentUser, useSettings } from '@/lib/session/page-session';
import { testSettings, testShellTexts, testUser } from '@/tests/setup/render';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());

// The root's page session (issue 10): settings and the member for every island, no query
// cache; the page's one query client in its islands (QueryIsland) and, for a member, in the
// session keeper that loads after mount and keeps the member live.

function Viewer() {
  const user = useCurrentUser();
  const settings = useSettings();
  return (
    <p>
      {settings.name}: {user ? user.email : 'visitor'} ({user?.credits ?? '-'} credits)
    </p>
  );
}

let seen: QueryClient[] = [];
function ClientProbe() {
  seen.push(useQueryClient());
  return null;
}

const session = (user: ReturnType<typeof testUser> | null, children: ReactNode) => (
  <PageSession
    settings={testSettings({ name: 'Flirtville' })}
    user={user}
    locale="en"
    texts={testShellTexts('Flirtville')}
  >
    {children}
  </PageSession>
);

/** The keeper is the user query's observer: it has mounted once the query has one. */
const keeperMounted = () =>
  waitFor(() =>
    expect(pageQueryClient().getQueryCache().find({ queryKey: queryKeys.user })?.getObserversCount()).toBe(1),
  );

beforeEach(() => {
  seen = [];
  // One client per browser tab; each test is a tab of its own.
  pageQueryClient().clear();
});

describe('PageSession', () => {
  it('gives a visitor the settings and no member', () => {
    render(session(null, <Viewer />));
    expect(screen.getByText('Flirtville: visitor (- credits)')).toBeInTheDocument();
  });

  it('gives a member their session: the member live from the page’s query cache', async () => {
    const user = testUser({ email: 'bea@example.test', credits: 12 });
    render(
      session(
        user,
        <>
          <Viewer />
          <QueryIsland>
            <ClientProbe />
          </QueryIsland>
        </>,
      ),
    );
    expect(screen.getByText('Flirtville: bea@example.test (12 credits)')).toBeInTheDocument();
    await keeperMounted();
    // A page island writes the member (a message paid, a purchase): the whole page sees it.
    act(() => seen[0].setQueryData(queryKeys.user, { ...user, credits: 7 }));
    // React Query notifies observers on the next tick.
    expect(await screen.findByText('Flirtville: bea@example.test (7 credits)')).toBeInTheDocument();
  });

  it('takes the member the server renders again (router.refresh) into the cache', async () => {
    const user = testUser({ email: 'bea@example.test', credits: 12 });
    const { rerender } = render(session(user, <Viewer />));
    await keeperMounted();
    rerender(session({ ...user, credits: 30 }, <Viewer />));
    expect(await screen.findByText(/30 credits/)).toBeInTheDocument();
    await waitFor(() =>
      expect(pageQueryClient().getQueryData(queryKeys.user)).toMatchObject({ credits: 30 }),
    );
  });
});

describe('QueryIsland', () => {
  it('gives every island of the page one client, with the member in it', () => {
    const user = testUser({ credits: 3 });
    render(
      session(
        user,
        <>
          <QueryIsland>
            <ClientProbe />
          </QueryIsland>
          <QueryIsland>
            <ClientProbe />
          </QueryIsland>
        </>,
      ),
    );
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
    expect(seen[0].getQueryData(queryKeys.user)).toEqual(user);
  });

  it('hydrates what the server prefetched for the island', () => {
    function Cached() {
      return <p>{String(useQueryClient().getQueryData(['reference']))}</p>;
    }
    // As a page prefetches on the server: a client of its own, dehydrated into the HTML.
    const server = new QueryClient();
    server.setQueryData(['reference'], 'prefetched');
    const state = dehydrate(server);
    render(
      session(
        null,
        <QueryIsland state={state}>
          <Cached />
        </QueryIsland>,
      ),
    );
    expect(screen.getByText('prefetched')).toBeInTheDocument();
  });
});
