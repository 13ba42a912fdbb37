import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { secureCookies } from '@/lib/env';

export const SESSION_COOKIE = 'hl_session';
export const SESSION_DAYS = 30;

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored: a copy of the sessions table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function sessionCookieOptions(maxAgeSeconds = SESSION_DAYS * 86_400) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secureCookies(),
    path: '/',
    maxAge: maxAgeSeconds,
  };
}
