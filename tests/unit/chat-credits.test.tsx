// The buy-credits prompt (why the member must buy, for each 402 code and message kind) and the
// minimum message cost line (settings.minimum_message_costs of the selected country, formatted
// with Intl in the member's locale).
import { screen } from '@testing-library/react';
import { CreditsPrompt, isCreditsCode } from '@/components/chat/credits-prompt';
import { MinimumCostLine } from '@/components/chat/minimum-cost-line';
import deMessages from '@/messages/de.json';
import frMessages from '@/messages/fr.json';
import { renderWithProviders } from '@/tests/setup/render';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

describe('CreditsPrompt', () => {
  it.each([
    ['credits_required', 'text', 'You have used your free messages. Buy credits to keep chatting.'],
    ['credits_required', 'image', 'Photos and gifts need credits. Buy credits to send them.'],
    ['credits_required', 'gift', 'Photos and gifts need credits. Buy credits to send them.'],
    ['insufficient_credits', 'image', 'You do not have enough credits for this message.'],
    ['conversation_limit', 'text', 'As a free member you can start at most 1 conversation.'],
  ] as const)('%s for a %s message explains why and links to /credits', (code, kind, text) => {
    renderWithProviders(<CreditsPrompt code={code} kind={kind} limit={1} />);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
  });

  it('is translated', () => {
    renderWithProviders(<CreditsPrompt code="credits_required" kind="gift" />, {
      locale: 'de',
      messages: deMessages,
    });
    expect(screen.getByRole('alert')).toHaveTextContent(deMessages.chat.credits.paidKind);
    expect(screen.getByRole('link', { name: deMessages.chat.credits.buy })).toBeInTheDocument();
  });

  it('knows which refusals ask for credits', () => {
    expect(['credits_required', 'insufficient_credits', 'conversation_limit'].every(isCreditsCode)).toBe(
      true,
    );
    expect(isCreditsCode('blocked')).toBe(false);
    expect(isCreditsCode(undefined)).toBe(false);
  });
});

describe('MinimumCostLine', () => {
  const costs = { DE: { costs: 99, currency: 'EUR' }, GB: { costs: 1250, currency: 'GBP' } };

  it("uses the member's selected country, not the GeoIP one", () => {
    renderWithProviders(<MinimumCostLine />, {
      settings: { geoip_country: 'DE', geoip_selected_country: 'GB', minimum_message_costs: costs },
    });
    expect(screen.getByTestId('minimum-message-cost')).toHaveTextContent('Messages from £12.50');
  });

  it('formats the price in the locale', () => {
    renderWithProviders(<MinimumCostLine />, {
      locale: 'fr',
      messages: frMessages,
      settings: { geoip_selected_country: 'DE', minimum_message_costs: costs },
    });
    const expected = new Intl.NumberFormat('fr', { style: 'currency', currency: 'EUR' }).format(0.99);
    expect(screen.getByTestId('minimum-message-cost').textContent).toBe(
      frMessages.chat.minimumCost.replace('{price}', expected),
    );
    expect(expected).toMatch(/^0,99\s€$/);
  });

  it("is absent without a minimum for the member's country", () => {
    renderWithProviders(<MinimumCostLine className="x" />, {
      settings: { geoip_selected_country: 'NL', minimum_message_costs: costs },
    });
    expect(screen.queryByTestId('minimum-message-cost')).toBeNull();
  });
});
