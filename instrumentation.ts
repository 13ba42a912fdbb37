import type { Instrumentation } from 'next';

// Next.js calls register() once when a server process starts: migrate and seed before serving.
export async function register() {
  // NEXT_RUNTIME and NEXT_PHASE are Next's own switches, not configuration (lib/env.ts has that).
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startServer } = await import('./lib/server/startup');
  await startServer();
}

// Errors of pages, server actions and the proxy, as one JSON line without query parameters.
export async function onRequestError(...args: Parameters<Instrumentation.onRequestError>) {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logRequestError } = await import('./lib/server/log');
  logRequestError(...args);
}
