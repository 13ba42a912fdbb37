// Runs in the browser before the app's own modules (Next's client instrumentation hook).
// zod/v4/core's config, not the whole of zod: the setting lives on globalThis and is the one
// `z` reads, and this file is in every page's first load (about 30 kB gzip for all of zod).
import { config } from 'zod/v4/core';

// Zod compiles object parsers with `new Function` when eval is allowed and probes for that once,
// on the first z.object(). Our pages' CSP forbids eval, so the probe would only fail, and a strict
// CSP reports even a caught failure as a violation on every page. Jitless skips the probe; it is
// set here, before any schema module has built a schema. (Servers have no CSP: they keep the JIT.)
config({ jitless: true });
