import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { loadRelativeTime } from '@/lib/i18n/date-locale-loader';

// Component tests render synchronously: the date-fns formatter and locales a browser loads with the first date
// (lib/i18n/date-locale-loader.ts) are loaded before them, as a page that has shown a date has.
// tests/unit/date-locale-loader.test.ts covers the first load.
beforeAll(async () => {
  await Promise.all(locales.map((l) => loadRelativeTime(l)));
});

afterEach(() => cleanup());
