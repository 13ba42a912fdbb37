// The generic error page (app/[locale]/error.tsx, spec §8): the message, a retry and a way home.
// The way home is a plain link in the page's locale (a full load: issue 10, no next/link copy).
import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AbstractIntlMessages } from 'next-intl';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import RouteError from '@/app/[locale]/error';
import { ShellProvider } from '@/lib/i18n/shell';
import { testShellTexts } from '@/tests/setup/render';

/** Under the page shell only, as in the app: the root layout has no next-intl provider. */
function renderError(locale: 'en' | 'de', error: Error & { digest?: string }, reset = vi.fn()) {
  const messages = (locale === 'de' ? de : en) as AbstractIntlMessages;
  render(
    <ShellProvider locale={locale} texts={testShellTexts('Heartline', locale, messages)}>
      <RouteError error={error} reset={reset} />
    </ShellProvider>,
  );
  return reset;
}

describe('route error page', () => {
  it('shows our message for a server error, retries, and links home', async () => {
    const reset = renderError('en', Object.assign(new Error('secret detail'), { digest: '123' }));
    expect(screen.getByRole('heading', { name: en.errorPage.defaultMessage })).toBeInTheDocument();
    expect(screen.queryByText('secret detail')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: en.errorPage.retry }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: en.errorPage.home })).toHaveAttribute('href', '/');
  });

  it('links home in the page locale', () => {
    renderError('de', new Error(''));
    expect(screen.getByRole('link', { name: de.errorPage.home })).toHaveAttribute('href', '/de');
  });
});

describe("the boundaries in every page's tree link without next/link", () => {
  // Each boundary that renders next/link (or our Link) brought its own copy of it into every
  // page's first load: 3.3 kB for app/not-found.tsx alone (issue 10, docs/performance.md).
  it.each([
    'app/not-found.tsx',
    'app/[locale]/not-found.tsx',
    'app/[locale]/error.tsx',
    'app/global-error.tsx',
  ])('%s', (file) => {
    const source = fs.readFileSync(path.join(process.cwd(), file), 'utf8');
    expect(source).not.toMatch(
      /from 'next\/link'|import \{[^}]*\bLink\b[^}]*\} from '@\/lib\/i18n\/navigation'/,
    );
  });
});
