// @vitest-environment node
// scripts/server.mjs refuses a drain bound it cannot use instead of draining for no time at all.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const SERVER = path.resolve(__dirname, '../../scripts/server.mjs');

describe('scripts/server.mjs configuration', () => {
  it.each(['10s', '-1', '2.5'])(
    'SHUTDOWN_TIMEOUT_MS=%s stops the start with a message and exit 1',
    (value) => {
      const run = spawnSync(process.execPath, [SERVER], {
        // Harmless should it start after all: an in-memory database, no demo data, no usable port.
        env: {
          ...process.env,
          SHUTDOWN_TIMEOUT_MS: value,
          PORT: '1',
          PGLITE_DIR: 'memory://',
          SEED_DEMO: 'false',
        },
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds');
    },
  );
});
