import 'server-only';
import { z } from 'zod';

// The only reader of process.env: everything else asks this module.
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  PGLITE_DIR: z.string().optional(),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  PORT: z.coerce.number().int().positive().default(3000),
  /** nodemailer SMTP URL; unset: mails stay in the outbox and /dev/mailbox shows them. */
  SMTP_URL: z.string().optional(),
  /** Sender address; unset: noreply@<site domain>. */
  MAIL_FROM: z.string().optional(),
  /** Signup attempts per client IP and hour (in memory, per instance). */
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  /** Gif search: giphy or tenor with GIF_API_KEY; unset: the GIFs bundled in public/gifs/. */
  GIF_PROVIDER: z.enum(['bundled', 'giphy', 'tenor']).default('bundled'),
  GIF_API_KEY: z.string().optional(),
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
