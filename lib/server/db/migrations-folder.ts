import path from 'node:path';

/**
 * Where drizzle-kit writes the migrations (drizzle.config.ts) and every migrate call reads them:
 * the server's start-up (client.ts) and the API tests' migrated PGlite dump (tests/setup/api-global.ts),
 * which runs outside Next and so cannot import client.ts (`server-only`).
 */
export const migrationsFolder = path.join(process.cwd(), 'lib/server/db/migrations');
