// The security headers of every response, in one place for the two that send responses:
// next.config.ts (headers() for everything Next answers) and the polls' 304 that our server
// answers without Next (poll-fast-path.ts). No `server-only` import: next.config.ts loads this
// outside Next's bundles, where that package throws.

/** On every response (pages, API, media, static files). The pages' CSP comes from proxy.ts. */
export const SECURITY_HEADERS = [
  // Browsers ignore it over plain http (localhost); behind TLS it keeps them on https.
  { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // Location at signup and payments on our own pages only; nothing else is ever asked for.
  // (browsing-topics replaces the retired interest-cohort, which Chromium reports as unknown.)
  {
    key: 'Permissions-Policy',
    value:
      'camera=(), microphone=(), geolocation=(self), payment=(self), usb=(), serial=(), bluetooth=(), ' +
      'midi=(), accelerometer=(), gyroscope=(), magnetometer=(), display-capture=(), browsing-topics=()',
  },
  // For browsers without CSP frame-ancestors.
  { key: 'X-Frame-Options', value: 'DENY' },
];

/** JSON is never a document: nothing may load, run or frame it. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** A photo opened on its own shows itself and nothing else, sandboxed, whatever its bytes. */
export const MEDIA_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";
