// /signup's flow loads after the page (components/signup/lazy-signup-flow.tsx, issue 10): the
// placeholder the server rendered holds its place, then the form comes with the messages the
// layout set aside (<DeferredMessages>), not those of a provider around the page.
import { screen } from '@testing-library/react';
import type { AbstractIntlMessages } from 'next-intl';
import de from '@/messages/de.json';
import { LazySignupFlow } from '@/components/signup/lazy-signup-flow';
import { DeferredMessagesProvider } from '@/lib/i18n/shell';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { resetSignupStore } from '@/stores/signup-store';
import { renderWithProviders } from '@/tests/setup/render';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

beforeEach(() => resetSignupStore());

describe('LazySignupFlow', () => {
  it('shows the placeholder, then the form in the language of the messages its layout set aside', async () => {
    const { container } = renderWithProviders(
      <DeferredMessagesProvider
        value={{
          locale: 'de',
          timeZone: 'UTC',
          messages: pickMessages(de as AbstractIntlMessages, ['entryWarning', 'signup', 'errors']),
        }}
      >
        <LazySignupFlow pageTarget={null} />
      </DeferredMessagesProvider>,
      { uiState: { entryWarningAcceptedAt: Date.now() } },
    );
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByLabelText(de.signup.form.email)).toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail address')).not.toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
