import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { EntryWarning } from '@/components/layout/entry-warning';
import { SettingsProvider, ViewerProvider } from '@/lib/session/page-session';
import {
  ENTRY_WARNING_ACCEPTED_CLASS,
  ENTRY_WARNING_GATE_SCRIPT,
  UI_STORAGE_KEY,
} from '@/lib/utils/entry-warning';
import type { Settings } from '@/lib/schemas/settings';
import type { User } from '@/lib/schemas/user';
import { testSettings, testShellTexts, testUser } from '@/tests/setup/render';
import { ShellProvider } from '@/lib/i18n/shell';
import { resetNavigation, setPathname } from '@/tests/setup/navigation-mocks';
import { resetUiStore, useUiStore } from '@/stores/ui-store';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

// The entry warning is a fresh visitor's largest paint: it comes with the server's HTML, and an
// inline script hides it before the first paint where it was accepted (issue 10).
// The page session as the root layout gives it (no query cache on a visitor's page, and no
// next-intl provider: the dialog's strings come with the shell).
function providers(settings: Partial<Settings> = {}, user: User | null = null) {
  return function Wrapper({ children }: { children: ReactNode }) {
    const site = testSettings(settings);
    return (
      <ShellProvider locale="en" texts={testShellTexts(site.name)}>
        <SettingsProvider settings={site}>
          <ViewerProvider user={user}>{children}</ViewerProvider>
        </SettingsProvider>
      </ShellProvider>
    );
  };
}

function serverHtml(layout: 'default' | 'chat', settings: Partial<Settings> = {}, user: User | null = null) {
  const Wrapper = providers(settings, user);
  return renderToString(
    <Wrapper>
      <EntryWarning layout={layout} />
    </Wrapper>,
  );
}

beforeEach(() => {
  localStorage.clear();
  resetUiStore();
  resetNavigation();
  setPathname('/');
  document.documentElement.classList.remove(ENTRY_WARNING_ACCEPTED_CLASS);
});

describe('entry warning in the server HTML', () => {
  it('is rendered for a visitor the rule shows it to, before any JavaScript runs', () => {
    const html = serverHtml('default', { name: 'Flirtville' });
    expect(html).toContain('role="dialog"');
    expect(html).toContain('Adults only');
    expect(html).toContain('Flirtville contains adult content');
  });

  it('is not rendered for a member, with the warning off, on the signup page, or outside its countries', () => {
    expect(serverHtml('default', {}, testUser())).not.toContain('role="dialog"');
    expect(serverHtml('default', { enable_site_entry_popup: false })).not.toContain('role="dialog"');
    expect(serverHtml('chat', { geoip_country: 'BE', geoip_selected_country: 'BE' })).not.toContain(
      'role="dialog"',
    );
    setPathname('/signup');
    expect(serverHtml('default')).not.toContain('role="dialog"');
  });

  it('hydrates as it was rendered, then the Enter button takes the focus', async () => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml('default');
    document.body.appendChild(container);
    const errors = vi.spyOn(console, 'error');
    render(<EntryWarning layout="default" />, { container, hydrate: true, wrapper: providers() });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'I am 18 or older, enter' })).toHaveFocus(),
    );
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it('for a visitor who accepted it: the gate hides it before paint, the client then removes it', async () => {
    localStorage.setItem(
      UI_STORAGE_KEY,
      JSON.stringify({ state: { entryWarningAcceptedAt: 1 }, version: 0 }),
    );
    new Function(ENTRY_WARNING_GATE_SCRIPT)();
    expect(document.documentElement.classList.contains(ENTRY_WARNING_ACCEPTED_CLASS)).toBe(true);

    const container = document.createElement('div');
    container.innerHTML = serverHtml('default');
    document.body.appendChild(container);
    await act(async () => {
      await useUiStore.persist.rehydrate();
    });
    render(<EntryWarning layout="default" />, { container, hydrate: true, wrapper: providers() });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    container.remove();
  });

  it('the gate leaves a fresh visitor (nothing stored, or a broken entry) the dialog', () => {
    new Function(ENTRY_WARNING_GATE_SCRIPT)();
    expect(document.documentElement.classList.contains(ENTRY_WARNING_ACCEPTED_CLASS)).toBe(false);
    localStorage.setItem(UI_STORAGE_KEY, '{not json');
    new Function(ENTRY_WARNING_GATE_SCRIPT)();
    expect(document.documentElement.classList.contains(ENTRY_WARNING_ACCEPTED_CLASS)).toBe(false);
  });
});
