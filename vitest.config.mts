import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
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
          // next-intl's middleware (proxy.ts) imports 'next/server' without an extension, which
          // Node's ESM loader refuses; through Vite it resolves.
          server: { deps: { inline: ['next-intl'] } },
          // One database per run: files take turns so each starts from a clean one.
          fileParallelism: false,
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
