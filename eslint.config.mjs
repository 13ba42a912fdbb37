// ESLint 9 flat config: Next.js's rules plus the import boundaries of the architecture (lib/server is server-only).
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// eslint-config-prettier is optional: use it when installed, so Prettier owns formatting.
let prettier = [];
try {
  prettier = [(await import('eslint-config-prettier')).default];
} catch {
  // not installed
}

const root = import.meta.dirname;

const serverOnly =
  'lib/server/ is server-only (database, secrets): call it from Server Components or route handlers.';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  ...prettier,
  globalIgnores([
    '.next/**',
    // Other build dirs (NEXT_DIST_DIR, e.g. a parallel E2E build).
    '.next-*/**',
    'node_modules/**',
    'data/**',
    'lib/server/db/migrations/**',
    'playwright-report/**',
    'test-results/**',
    'blob-report/**',
    'coverage/**',
    'next-env.d.ts',
    // Built by `serwist build` from app/sw.ts.
    'public/sw.js',
  ]),
  {
    name: 'heartline/boundaries',
    files: ['**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}'],
    rules: {
      // Resolved paths, so `@/…` aliases and relative imports are caught alike.
      'import/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: ['./components', './stores', './lib/api-client'],
              from: './lib/server',
              message: serverOnly,
            },
            {
              // lib/ is the bottom layer (ARCHITECTURE.md): shared types live in lib/schemas/, and a
              // component or store reacts to what lib/ returns (the search store to a block, say).
              target: './lib',
              from: ['./app', './components', './stores'],
              message:
                'lib/ must not depend on app/, components/ or stores/: move shared types to lib/schemas/ and let the caller update its store.',
            },
            {
              target: './app/api',
              from: ['./components', './stores', './lib/api-client'],
              message:
                'Route handlers import only lib/server/, lib/schemas/ and lib/i18n/ (thin handlers, no UI or browser code).',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures receive a `use` callback, which the React hooks rule mistakes for React's use().
    name: 'heartline/playwright',
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    name: 'heartline/env',
    files: ['app/**', 'components/**', 'stores/**', 'lib/**', 'proxy.ts'],
    ignores: ['lib/env.ts', 'instrumentation.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through env() from lib/env.ts, the only reader of process.env.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['process', 'node:process'].map((name) => ({
              name,
              importNames: ['env'],
              message: 'Read configuration through env() from lib/env.ts, the only reader of process.env.',
            })),
            // Each is about 1.5-3 kB gzip in the first load of every page that reaches it (issue 10).
            {
              name: 'next/link',
              message:
                'Use Link from @/lib/i18n/navigation (a plain <a> on the app router, in the page locale).',
            },
            {
              name: 'next/dynamic',
              message: 'Use clientOnly or lazyComponent from @/components/ui/lazy-component (React.lazy).',
            },
          ],
        },
      ],
    },
  },
]);
