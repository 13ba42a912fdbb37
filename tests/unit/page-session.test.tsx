import { act, render, screen } from '@testing-library/react';
import { dehydrate, QueryClient, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageSession } from '@/components/session/page-session';
import { QueryIsland } from '@/components/session/query-island';
import { queryKeys } from '@/lib/api-client/keys';
import { useCurrentUser, useSettings } from '@/lib/session/page-session';
import { testSettings, testUser } from '@/tests/setup/render';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());

// The root's page session (issue 10): settings and the member for every island; a query cache
// only in a member's session (a lazy chunk) or a page island's QueryIsland.

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
  <PageSession settings={testSettings({ name: 'Flirtville' })} user={user}>
    {children}
  </PageSession>
);

beforeEach(() => {
  seen = [];
});

describe('PageSession', () => {
  it('gives a visitor the settings and no member, without a query cache', () => {
    render(session(null, <Viewer />));
    expect(screen.getByText('Flirtville: visitor (- credits)')).toBeInTheDocument();
  });

  it('gives a member their session: the member from the user query, live', async () => {
    const user = testUser({ email: 'bea@example.test', credits: 12 });
    render(
      session(
        user,
        <>
          <Viewer />
          <ClientProbe />
        </>,
      ),
    );
    expect(await screen.findByText('Flirtville: bea@example.test (12 credits)')).toBeInTheDocument();
    // A write to the cache (a message paid, a purchase) reaches every island.
    act(() => seen[0].setQueryData(queryKeys.user, { ...user, credits: 7 }));
    // React Query notifies observers on the next tick.
    expect(await screen.findByText('Flirtville: bea@example.test (7 credits)')).toBeInTheDocument();
  });

  it('takes the member the server renders again (router.refresh) into the cache', async () => {
    const user = testUser({ email: 'bea@example.test', credits: 12 });
    const { rerender } = render(session(user, <Viewer />));
    await screen.findByText(/12 credits/);
    rerender(session({ ...user, credits: 30 }, <Viewer />));
    expect(await screen.findByText(/30 credits/)).toBeInTheDocument();
  });
});

describe('QueryIsland', () => {
  it('uses the member session’s cache on a member’s page', async () => {
    render(
      session(
        testUser(),
        <>
          <ClientProbe />
          <QueryIsland>
            <ClientProbe />
          </QueryIsland>
        </>,
      ),
    );
    await act(async () => {});
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen).size).toBe(1);
  });

  it('gives a visitor’s island a cache of its own, with what the server prefetched', () => {
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
