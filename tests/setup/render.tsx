// Providers wrapper for component tests (ARCHITECTURE.md habit 10): render by role with the
// same providers the app has, server data pre-filled in React Query, a fresh Zustand store.
//
// Components that use next/navigation or '@/lib/i18n/navigation' need those mocked; vi.mock
// must sit in the test file itself (it is hoisted there), so add these two lines to the test:
//
//   vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
//   vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock());
//
// and steer them with `setPathname()` / `navigation.router.push` from './navigation-mocks'.
// renderWithProviders resets the navigation state before every render (pathname '/' unless
// the `pathname` option says otherwise).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createTranslator, NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import enMessages from '@/messages/en.json';
import { queryKeys } from '@/lib/api-client/keys';
import { useCachedData } from '@/lib/api-client/cache-data';
import { SettingsProvider, ViewerProvider } from '@/lib/session/page-session';
import { ShellProvider } from '@/lib/i18n/shell';
import { shellTexts, type Translate } from '@/lib/i18n/shell-texts';
import type { Locale } from '@/lib/i18n/locales';
import type { Settings } from '@/lib/schemas/settings';
import type { User } from '@/lib/schemas/user';
import { resetUiStore, useUiStore } from '@/stores/ui-store';

type UiState = ReturnType<typeof useUiStore.getState>;
import { resetNavigation, setPathname } from './navigation-mocks';

/** A complete settings object as GET /api/settings.php returns it for a test host. */
export function testSettings(overrides: Partial<Settings> = {}): Settings {
  return {
    name: 'Heartline',
    domain: 'heartline.test',
    domain_language: 'en_GB',
    cdn_prefix: '',
    niche: 1,
    countries: ['NL', 'BE', 'DE'],
    index_title: 'Heartline: meet singles',
    description: 'Dating for adults',
    visible_profile_fields: [],
    visible_profile_notes: [],
    geoip_country: null,
    geoip_selected_country: 'NL',
    region_data: {},
    message_credits: 1,
    signup_credits: 0,
    photo_credits: 2,
    gift_credits: 3,
    message_length: 1000,
    minimum_message_costs: {},
    support_email: 'support@heartline.test',
    support_phone: '+31 20-123 45 67',
    company: {
      name: 'Heartline B.V.',
      address: 'Damrak 1',
      kvk: '12345678',
      city: 'Amsterdam',
      country: 'NL',
      tradenames: [],
      vat_numbers: [],
      added: '2023-01-01T00:00:00Z',
    },
    company_id: 1,
    mail_name: 'Heartline',
    delete_discount: 0,
    enable_site_entry_popup: true,
    site_entry_countries: [],
    push_public_key: '',
    search_fields: [],
    fictional_warning: false,
    fictional_singular: '',
    fictional_plural: '',
    fictional_icon: 'bi-info-circle',
    refund_days: 14,
    signups: 'all',
    logged_out_search: true,
    logged_out_search_trafficsource: false,
    interests: [],
    member_resell: false,
    login_block_minutes: 15,
    free_conversations: 2,
    free_messages: 3,
    live_cam_url: null,
    ...overrides,
  };
}

/** A logged-in member; free (not paid) unless overridden. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    email: 'anna@example.test',
    profile: { id: 7, name: 'Anna', country: 'NL', status: 'active', main_image: null },
    credits: 0,
    paid_user: false,
    language: 'en',
    status: 'active',
    notifications_disabled: [],
    signup_date: '2024-01-01T00:00:00Z',
    ...overrides,
  };
}

export type ProvidersOptions = {
  locale?: string;
  messages?: AbstractIntlMessages;
  /** The current member; null (default) is a logged-out visitor. */
  user?: User | null;
  settings?: Partial<Settings>;
  /** Further React Query cache entries, e.g. [queryKeys.chats, [...]]. */
  queryData?: [readonly unknown[], unknown][];
  /** The browser path (next/navigation's usePathname), locale prefix included. Default '/'. */
  pathname?: string;
  /** localStorage entries to start with; the persisted Zustand store rehydrates from them. */
  storage?: Record<string, string>;
  /** Client state to start with, set on the fresh store (e.g. { installedApp: true }). */
  uiState?: Partial<UiState>;
  /** Pass a client to keep its cache across renders (e.g. for rerender-after-unmount tests). */
  queryClient?: QueryClient;
  /** Render on the "server" first (renderToString), then hydrate that HTML as the browser does. */
  hydrate?: boolean;
};

export type ProvidersResult = ReturnType<typeof render> & {
  queryClient: QueryClient;
  /** With `hydrate`: the HTML the server rendered, before hydration. */
  serverHtml?: string;
};

export function makeTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, gcTime: Infinity },
      mutations: { retry: false },
    },
  });
}

/**
 * The page session as the app's root provides it, from the test's cache: the settings, and the
 * member as the session's user query holds them (a test's setQueryData reaches every island);
 * the locale and the shell's strings, translated from the test's messages as the root layout does.
 */
/** The shell's strings as the root layout translates them (lib/i18n/shell-texts.ts). */
/** A translator over a whole locale, as a server page's getTranslations() gives it. */
export function testTranslate(locale = 'en', messages = enMessages as AbstractIntlMessages): Translate {
  return createTranslator({ locale, messages }) as unknown as Translate;
}

export function testShellTexts(
  site = 'Heartline',
  locale = 'en',
  messages = enMessages as AbstractIntlMessages,
) {
  return shellTexts(testTranslate(locale, messages), site);
}

export function TestSession({
  locale = 'en',
  messages = enMessages as AbstractIntlMessages,
  children,
}: {
  locale?: string;
  messages?: AbstractIntlMessages;
  children: ReactNode;
}) {
  const settings = useCachedData<Settings>(queryKeys.settings) ?? testSettings();
  const user = useCachedData<User | null>(queryKeys.user) ?? null;
  return (
    <ShellProvider locale={locale as Locale} texts={testShellTexts(settings.name, locale, messages)}>
      <SettingsProvider settings={settings}>
        <ViewerProvider user={user}>{children}</ViewerProvider>
      </SettingsProvider>
    </ShellProvider>
  );
}

export function renderWithProviders(
  ui: ReactElement,
  {
    locale = 'en',
    messages = enMessages as AbstractIntlMessages,
    user = null,
    settings,
    queryData = [],
    pathname = '/',
    storage,
    uiState,
    queryClient,
    hydrate = false,
  }: ProvidersOptions = {},
): ProvidersResult {
  localStorage.clear();
  sessionStorage.clear();
  resetUiStore();
  localStorage.clear();
  if (storage) {
    for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
    void useUiStore.persist.rehydrate();
  }
  if (uiState) useUiStore.setState(uiState);
  resetNavigation();
  setPathname(pathname);

  const client = queryClient ?? makeTestQueryClient();
  if (!queryClient) {
    client.setQueryData(queryKeys.settings, testSettings(settings));
    client.setQueryData(queryKeys.user, user);
    for (const [key, data] of queryData) client.setQueryData(key, data);
  }

  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
        <QueryClientProvider client={client}>
          <TestSession locale={locale} messages={messages}>
            {children}
          </TestSession>
        </QueryClientProvider>
      </NextIntlClientProvider>
    );
  }

  if (hydrate) {
    const serverHtml = renderToString(<Wrapper>{ui}</Wrapper>);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = serverHtml;
    return Object.assign(render(ui, { wrapper: Wrapper, container, hydrate: true }), {
      queryClient: client,
      serverHtml,
    });
  }
  return Object.assign(render(ui, { wrapper: Wrapper }), { queryClient: client });
}
