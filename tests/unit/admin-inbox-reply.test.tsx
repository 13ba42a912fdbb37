// The console inbox's reply box (issue 15): opening the conversation claims it; typing renews the
// claim with the typing flag (throttled); a conversation another operator holds shows who and
// cannot be answered; a reply is sent and the page refreshed; leaving lets the claim go.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ReplyBox } from '@/components/admin/inbox/reply-box';
import { navigation } from '@/tests/setup/navigation-mocks';
import { renderWithProviders } from '@/tests/setup/render';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

type Call = { method: string; url: string; body: unknown };
let calls: Call[];

function fakeFetch(answer: (call: Call) => { status: number; json: unknown }) {
  calls = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const call = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const { status, json } = answer(call);
    return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });
  });
}

afterEach(() => vi.restoreAllMocks());

describe('ReplyBox', () => {
  it('claims on open, renews with typing while the operator types, sends the reply and lets go when left', async () => {
    fakeFetch((c) => ({ status: 200, json: c.url.includes('reply') ? { messageId: 9 } : { claimed: true } }));
    const { unmount } = renderWithProviders(
      <ReplyBox conversationId={5} profileName="Fiona" maxLength={500} />,
    );
    await waitFor(() =>
      expect(calls[0]).toEqual({
        method: 'POST',
        url: '/api/admin/inbox/claim',
        body: { conversationId: 5, typing: false },
      }),
    );
    expect(await screen.findByText('Claimed by you while open.')).toBeInTheDocument();

    const box = screen.getByRole('textbox', { name: 'Reply as Fiona' });
    fireEvent.change(box, { target: { value: 'H' } });
    fireEvent.change(box, { target: { value: 'Hi' } });
    await waitFor(() =>
      expect(calls.filter((c) => c.body && (c.body as { typing?: boolean }).typing)).toHaveLength(1),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        url: '/api/admin/inbox/reply',
        body: { conversationId: 5, body: 'Hi' },
      }),
    );
    expect(await screen.findByText('Reply sent.')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(navigation.intlRouter.refresh).toHaveBeenCalled();

    act(() => unmount());
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/admin/inbox/claim?conversationId=5' });
  });

  it('shows who holds a conversation another operator claimed, and offers no reply', async () => {
    fakeFetch(() => ({ status: 409, json: { error: 'claimed_by_other', holder: 'Olga' } }));
    renderWithProviders(<ReplyBox conversationId={6} profileName="Fiona" maxLength={500} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Olga is answering this conversation. You cannot reply now.',
    );
    expect(screen.getByRole('textbox', { name: 'Reply as Fiona' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send reply' })).toBeDisabled();
  });
});
