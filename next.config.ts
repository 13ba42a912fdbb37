import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // Build tooling only: lets a second build (a test of several instances, a parallel E2E run)
  // live beside .next without one overwriting the other. Not application configuration.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // PGlite is WASM with its own file loading: bundling it breaks it (STACK.md).
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'sharp'],
  poweredByHeader: false,
  outputFileTracingExcludes: { '*': ['./data/**'] },
  sassOptions: { silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'legacy-js-api', 'if-function'] },
};

export default withNextIntl(nextConfig);
