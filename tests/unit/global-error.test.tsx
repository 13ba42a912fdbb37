import { render, screen } from '@testing-library/react';
import GlobalError from '@/app/global-error';
import { ErrorTextsHolder } from '@/components/i18n/error-texts';
import en from '@/messages/en.json';

// global-error.tsx renders its own <html>; React warns about it inside a test container.
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe('the global error page (no provider, no messages file in the first load)', () => {
  it('takes its two strings from the page it replaces', () => {
    const holder = document.createElement('div');
    document.body.append(holder);
    render(<ErrorTextsHolder texts={{ fatal: 'Kaputt </script>', home: 'Nach Hause' }} />, {
      container: holder,
    });
    // An inert template, not a script: nothing for the CSP, nothing shown.
    expect(document.getElementById('hl-error-texts')?.tagName).toBe('TEMPLATE');

    render(<GlobalError error={new Error('boom')} />);
    expect(screen.getByRole('heading', { name: 'Kaputt </script>' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nach Hause' })).toHaveAttribute('href', '/');
  });

  it('loads them from the URL locale’s messages when the page had none', async () => {
    render(<GlobalError error={new Error('boom')} />);
    expect(await screen.findByRole('heading', { name: en.errorPage.fatal })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.errorPage.home })).toBeInTheDocument();
  });
});
