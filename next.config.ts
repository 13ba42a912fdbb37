import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // PGlite is WASM with its own file loading: bundling it breaks it (STACK.md).
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'sharp'],
  poweredByHeader: false,
  outputFileTracingExcludes: { '*': ['./data/**'] },
  sassOptions: { silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'legacy-js-api', 'if-function'] },
};

export default withNextIntl(nextConfig);
