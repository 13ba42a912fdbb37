// Runs in the browser before the app's own modules (Next's client instrumentation hook), so it is
// in every page's first load: it imports nothing.
//
// Zod compiles object parsers with `new Function` when eval is allowed and probes for that once,
// on the first z.object(). Our pages' CSP forbids eval, so the probe would only fail, and a strict
// CSP reports even a caught failure as a violation on every page. Jitless skips the probe; it is
// set here, before any schema module has built a schema. (Servers have no CSP: they keep the JIT.)
//
// zod/v4/core keeps its config on globalThis.__zod_globalConfig and adopts an object already
// there. Writing it directly spares every page the 4.7 kB gzip that importing zod/v4/core's
// config() costs (issue 10); tests/unit/zod-jitless.test.ts checks that zod still reads it.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;
