import { defineConfig, devices } from '@playwright/test';
import { E2E_MAIL_WEBHOOK_SECRET } from './tests/e2e/support/mail-events';

// End-to-end tests against a production server (`node scripts/start.mjs`) on a fresh,
// seeded embedded database per run. One worker: the database is in-process (PGlite) and
// the machine has two cores.
const PORT = Number(process.env.E2E_PORT ?? 3210);
const BASE_URL = `http://localhost:${PORT}`;
// Under /tmp, never in the repository: every run starts from an empty database and the demo seed.
const DATA_DIR = `/tmp/heartline-e2e-${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // Debian's Chromium (STACK.md): never `npx playwright install` here.
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    // start.mjs builds only when .next is stale, then runs our server (scripts/server.mjs) on localhost.
    // Every spec comes from one address (127.0.0.1): lift the per-address limits for the run
    // (signups, reset requests, failed logins over all e-mails); the per-e-mail lockout stays.
    command: `rm -rf ${DATA_DIR} && DATA_DIR=${DATA_DIR} PORT=${PORT} SEED_DEMO=true SIGNUP_LIMIT_PER_HOUR=1000 RESET_REQUESTS_PER_HOUR=1000 LOGIN_FAILURES_PER_ADDRESS=1000 LOGIN_FAILURES_PER_SUBNET=1000 STAFF_LOGINS_PER_ADDRESS=1000 MAIL_WEBHOOK_SECRET=${E2E_MAIL_WEBHOOK_SECRET} node scripts/start.mjs`,
    url: `${BASE_URL}/api/baseline.php`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
