import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import os from 'node:os';
import path from 'node:path';

const root = path.dirname(new URL(import.meta.url).pathname);
const alias = {
  '@': root,
  // The real package throws outside a React Server environment; tests call server code directly.
  'server-only': path.join(root, 'tests/setup/server-only.ts'),
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    // A worker per core (at most four). Vitest's default in a run is one fewer, which on CI's two
    // cores is a single worker: the unit tests took 146 s that way and 104 s with two, the API
    // tests on PGlite 301 s and 249 s.
    maxWorkers: Math.min(4, os.availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/unit.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          globals: true,
          include: ['tests/api/**/*.test.ts'],
          setupFiles: ['tests/setup/api.ts'],
          globalSetup: ['tests/setup/api-global.ts'],
          // next-intl's middleware (proxy.ts) imports 'next/server' without an extension, which
          // Node's ESM loader refuses; through Vite it resolves.
          server: { deps: { inline: ['next-intl'] } },
          // On PGlite files run side by side, each on its own database in memory. On PostgreSQL
          // they share one and take turns, each starting from a clean one; a database per worker
          // was slower there (4m08s against 3m19s on two cores).
          fileParallelism: !process.env.DATABASE_URL,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Real app processes on a production build and PostgreSQL: `npm run test:instances`.
        extends: true,
        test: {
          name: 'instances',
          environment: 'node',
          globals: true,
          include: ['tests/instances/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 180_000,
          // beforeAll may build the app when no build is there.
          hookTimeout: 900_000,
        },
      },
    ],
  },
});
