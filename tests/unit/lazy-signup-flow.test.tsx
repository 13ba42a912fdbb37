// /signup's flow loads after the page (components/signup/lazy-signup-flow.tsx, issue 10): the
// placeholder the server rendered holds its place, then the form comes with the messages the
// layout set aside (<DeferredMessages>), not those of a provider around the page.
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { AbstractIntlMessages } from 'next-intl';
import de from '@/messages/de.json';
import { LazySignupFlow } from '@/components/signup/lazy-signup-flow';
import { DeferredMessagesProvider } from '@/lib/i18n/shell';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { resetSignupStore } from '@/stores/signup-store';
import { useSessionStore } from '@/stores/session-store';
import { EntryWarningStepView } from '@/components/signup/entry-warning-step-view';
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

  it('shows what the server put in the placeholder, inert, until the flow’s own first step replaces it', async () => {
    const texts = {
      title: 'Preview title',
      body: 'Preview body',
      leave: 'Preview leave',
      enter: 'Preview enter',
    };
    const flow = (
      <LazySignupFlow pageTarget={null} placeholder={<EntryWarningStepView texts={texts} preview />} />
    );
    // The server's HTML: the step's text at once, but inert (nothing to focus or press, nothing
    // for a screen reader), and hidden by the entry warning's gate once accepted.
    const html = renderToString(flow);
    expect(html).toMatch(/<section class="hl-entry-warning" inert="">/);
    expect(html).toContain('Preview body');
    // In the browser, the flow's own step in its place, in the layout's language.
    useSessionStore.getState().setSignupFlowEmbeddedSiteEntryWarning(true);
    try {
      renderWithProviders(
        <DeferredMessagesProvider
          value={{
            locale: 'de',
            timeZone: 'UTC',
            messages: pickMessages(de as AbstractIntlMessages, ['entryWarning', 'signup', 'errors']),
          }}
        >
          {flow}
        </DeferredMessagesProvider>,
      );
      expect(await screen.findByRole('button', { name: de.entryWarning.enter })).toBeEnabled();
      expect(screen.getByTestId('signup-entry-warning')).toBeVisible();
      expect(screen.queryByText('Preview body')).toBeNull();
    } finally {
      useSessionStore.getState().setSignupFlowEmbeddedSiteEntryWarning(false);
    }
  });
});
