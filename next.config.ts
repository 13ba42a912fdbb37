import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { API_CSP, MEDIA_CSP, SECURITY_HEADERS } from './lib/server/http/security-headers';

// Messages are compiled to icu-minify's form when the build imports messages/*.json, so pages
// format them with use-intl's small formatter: the ICU parser (intl-messageformat, about 12 kB
// gzip) leaves every page's first load (issue 10). Scripts and tests outside the build read the
// JSON as it is and use the full formatter.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const nextConfig: NextConfig = {
  // Build tooling only: lets a second build (a test of several instances, a parallel E2E run)
  // live beside .next without one overwriting the other. Not application configuration.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // PGlite is WASM with its own file loading: bundling it breaks it (STACK.md).
  // prom-client: one copy of the library per process, whatever Next bundles (metrics registry).
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'sharp', 'prom-client'],
  poweredByHeader: false,
  outputFileTracingExcludes: { '*': ['./data/**'] },
  sassOptions: { silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'legacy-js-api', 'if-function'] },
  // Security headers of every response (lib/server/http/security-headers.ts). The pages' CSP has
  // a per-request nonce and comes from proxy.ts.
  async headers() {
    return [
      { source: '/:path*', headers: SECURITY_HEADERS },
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: API_CSP }] },
      // The icon sprites (npm run icons:generate): their URLs carry the content hash (?v=), so a
      // browser keeps one for a year and a changed sprite is a new URL.
      { source: '/icons/:name.svg', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
      { source: '/media/:path*', headers: [{ key: 'Content-Security-Policy', value: MEDIA_CSP }] },
    ];
  },
};

export default withNextIntl(nextConfig);
