import 'server-only';
import { z } from 'zod';

// The only reader of process.env: everything else asks this module.
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  PGLITE_DIR: z.string().optional(),
  /** With PGLITE_DIR=memory://: a data-directory dump (PGlite's dumpDataDir) to start from (tests). */
  PGLITE_START_FROM: z.string().optional(),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** Behind TRUST_PROXY: which X-Forwarded-For entry, counted from the right, is the client (1 = the one our proxy appended). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  PORT: z.coerce.number().int().positive().default(3000),
  /** nodemailer SMTP URL; unset: mails stay in the outbox and /dev/mailbox shows them. */
  SMTP_URL: z.string().optional(),
  /** Sender address; unset: noreply@<site domain>. */
  MAIL_FROM: z.string().optional(),
  /** Signup attempts per client IP and hour (shared in PostgreSQL with DATABASE_URL, else in memory). */
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Password-reset requests per client address and hour, known addresses or not. */
  RESET_REQUESTS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Failed logins per client address in 15 minutes, across all e-mails (spraying). */
  LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  /** Console sign-in attempts per client address and 15 minutes (each account also locks itself). */
  STAFF_LOGINS_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  /** Failed logins per /24 (IPv4) or /64 (IPv6) in 15 minutes, across all e-mails. */
  LOGIN_FAILURES_PER_SUBNET: z.coerce.number().int().min(1).default(40),
  /** Failed logins per account and hour from all clients; past it only known clients are checked. */
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(100),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  /** VAPID contact (mailto: or https: URL) the push services may use; unset: mailto: the site's support address. */
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/).optional(),
  /** Gif search: giphy or tenor with GIF_API_KEY; unset: the GIFs bundled in public/gifs/. */
  GIF_PROVIDER: z.enum(['bundled', 'giphy', 'tenor']).default('bundled'),
  GIF_API_KEY: z.string().optional(),
  /** S3-compatible photo storage; unset S3_BUCKET: photos stay in $DATA_DIR/uploads. */
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style bucket addressing (MinIO and most self-hosted S3 servers need it). */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** Bearer token for GET /api/metrics from other hosts; loopback clients need none. */
  METRICS_TOKEN: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Payments through Mollie (test_… or live_… key); unset: the built-in test provider (no real money). */
  MOLLIE_API_KEY: z.string().min(1).optional(),
  /** Mollie's API base (tests point it at a local double); unset: https://api.mollie.com/v2/. */
  MOLLIE_API_ENDPOINT: z.string().url().optional(),
  /** Public origin for the provider's webhook and return URLs (https://www.example.com); unset: http(s)://<site domain>. */
  PUBLIC_BASE_URL: z.string().url().optional(),
  /** SMS gateway for the direct-debit code: POST {to, text} as JSON with SMS_GATEWAY_TOKEN as bearer; unset: the SMS stays in the outbox. */
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  /** Shared secret of the SMTP provider's bounce/complaint webhook (POST /api/mail-events.php, HMAC-SHA256); unset: that endpoint answers 404. */
  MAIL_WEBHOOK_SECRET: z.string().min(16).optional(),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    const parsed = schema.safeParse(process.env);
    if (!parsed.success) {
      throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** Tests change the environment between files; this drops the parsed copy. */
export function resetEnvCache(): void {
  cached = undefined;
}

export function pgliteDir(): string {
  const e = env();
  return e.PGLITE_DIR ?? `${e.DATA_DIR.replace(/\/$/, '')}/pglite`;
}

export function secureCookies(): boolean {
  const e = env();
  if (e.COOKIE_SECURE) return e.COOKIE_SECURE === 'true';
  return e.NODE_ENV === 'production';
}
