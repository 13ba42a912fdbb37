// Conversation list items (time in the member's locale, unread count), the credits prompt and
// the minimum message cost line.
import { screen } from '@testing-library/react';
import { ChatListItem } from '@/components/chat/chat-list-item';
import { CreditsPrompt } from '@/components/chat/credits-prompt';
import { MinimumCostLine } from '@/components/chat/minimum-cost-line';
import type { ChatEntry } from '@/components/chat/types';
import deMessages from '@/messages/de.json';
import { renderWithProviders } from '@/tests/setup/render';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

const entry: ChatEntry = {
  conversation: { id: 9 },
  profile: { id: 4, name: 'Bo', main_image: '/m/4.jpg', premium: false, is_fictional: false },
  num_unread_messages: 3,
  last_message: { kind: 'text', body: 'See you', created_at: '2025-03-01T12:00:00Z', mine: false },
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-01T14:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('ChatListItem', () => {
  it('links to the conversation with photo, name, last message, time and unread count', () => {
    renderWithProviders(<ChatListItem entry={entry} />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/chats/9');
    expect(link).toHaveTextContent('Bo');
    expect(link).toHaveTextContent('See you');
    expect(link).toHaveTextContent('2 hours ago');
    const badge = screen.getByText('3 unread messages').parentElement!;
    expect(badge).toHaveClass('text-bg-unread-messages');
  });

  it('formats the time in the member locale and marks own, image and gift messages', () => {
    const own = { ...entry, num_unread_messages: 0, last_message: { ...entry.last_message!, mine: true } };
    const { unmount } = renderWithProviders(<ChatListItem entry={own} />, {
      locale: 'de',
      messages: deMessages,
    });
    expect(screen.getByRole('link')).toHaveTextContent('vor 2 Stunden');
    expect(screen.queryByText(/ungelesen/)).toBeNull();
    unmount();
    const gift = { ...entry, last_message: { ...entry.last_message!, kind: 'gift' as const, body: 'rose' } };
    renderWithProviders(<ChatListItem entry={gift} active />);
    expect(screen.getByRole('link')).toHaveTextContent('Gift: Rose');
    expect(screen.getByRole('link')).toHaveAttribute('aria-current', 'page');
  });
});

describe('CreditsPrompt', () => {
  it('explains why and links to /credits', () => {
    renderWithProviders(<CreditsPrompt code="credits_required" />);
    expect(screen.getByRole('alert')).toHaveTextContent('You have used your free messages');
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
  });
});

describe('MinimumCostLine', () => {
  it("shows the selected country's minimum price in the member's locale", () => {
    const settings = {
      geoip_selected_country: 'DE',
      minimum_message_costs: { DE: { costs: 99, currency: 'EUR' } },
    };
    renderWithProviders(<MinimumCostLine />, { locale: 'de', messages: deMessages, settings });
    expect(screen.getByTestId('minimum-message-cost').textContent).toMatch(/0,99\s€/);
  });

  it('shows nothing for a country without a minimum', () => {
    renderWithProviders(<MinimumCostLine />, {
      settings: { geoip_selected_country: 'NL', minimum_message_costs: {} },
    });
    expect(screen.queryByTestId('minimum-message-cost')).toBeNull();
  });
});
