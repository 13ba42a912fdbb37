// The client's date-fns locales load one at a time and are shared by every date shown.
import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';

// A fresh copy of the loader and the component for each test: the unit setup has loaded every
// locale already (tests/setup/unit.ts).
async function fresh() {
  vi.resetModules();
  const loader = await import('@/lib/i18n/date-locale-loader');
  const { RelativeTime } = await import('@/components/ui/relative-time');
  return { ...loader, RelativeTime };
}

describe('loadRelativeTime', () => {
  const twoHoursAgo = () => new Date(Date.now() - 2 * 3600_000);

  it('loads the interface locale once and marks the promise settled for React', async () => {
    const { loadRelativeTime } = await fresh();
    // React's `use` reads these two fields of a settled promise.
    const first = loadRelativeTime('de') as ReturnType<typeof loadRelativeTime> & { status?: string; value?: unknown };
    expect(first.status).toBeUndefined();
    expect(loadRelativeTime('de')).toBe(first);
    const format = await first;
    expect(first.status).toBe('fulfilled');
    expect(first.value).toBe(format);
    expect(format(twoHoursAgo())).toBe('vor 2 Stunden');
  });

  it('speaks British English for en and Dutch for an unknown or missing locale (spec §1)', async () => {
    const { loadRelativeTime } = await fresh();
    expect((await loadRelativeTime('en'))(twoHoursAgo())).toBe('2 hours ago');
    expect((await loadRelativeTime('xx'))(twoHoursAgo())).toBe('2 uur geleden');
    expect(loadRelativeTime(undefined)).toBe(loadRelativeTime('xx'));
  });
});

describe('RelativeTime', () => {
  it('shows the time once its locale has loaded, in the interface language', async () => {
    const { RelativeTime } = await fresh();
    const date = new Date(Date.now() - 3 * 60_000).toISOString();
    // React retries a suspended `use` only inside an awaited act.
    await act(async () =>
      render(
        <NextIntlClientProvider locale="fr" messages={{}}>
          <RelativeTime date={date} className="small" />
        </NextIntlClientProvider>,
      ),
    );
    const time = await screen.findByText('il y a 3 minutes');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', date);
    expect(time).toHaveClass('small');
  });
});
