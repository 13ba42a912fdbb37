import 'server-only';
import { randomBytes } from 'node:crypto';
import { secureCookies } from '@/lib/env';
import { hashToken } from '@/lib/server/accounts/session-token';
import { getDb } from '@/lib/server/db/client';
import { deleteSession, touchSession, type StaffRow } from './staff-repo';
import { isStaffRole, type StaffRole } from '@/lib/admin/roles';

// Staff sessions are stricter than members' (issue 15): SameSite=Strict (no cross-site request
// carries them, not even a top-level link), 30 minutes idle, 12 hours at most, and a separate
// cookie, so a member session never opens the console and a staff session is no member.

export const STAFF_COOKIE = 'hl_staff';
export const STAFF_IDLE_MINUTES = 30;
export const STAFF_SESSION_HOURS = 12;

export type StaffSession = {
  sessionId: number;
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** null: every site. */
  siteIds: number[] | null;
  language: string;
};

export function newStaffToken(): string {
  return randomBytes(32).toString('base64url');
}

export function staffCookieOptions(maxAgeSeconds = STAFF_SESSION_HOURS * 3600) {
  return { httpOnly: true, sameSite: 'strict' as const, secure: secureCookies(), path: '/', maxAge: maxAgeSeconds };
}

function toSession(sessionId: number, row: StaffRow): StaffSession | null {
  if (!isStaffRole(row.role)) return null;
  return {
    sessionId,
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    siteIds: row.siteIds ?? null,
    language: row.language,
  };
}

/** The signed-in staff member of a cookie token, or null (expired, idle, disabled, unknown). */
export async function staffForToken(token: string | undefined): Promise<StaffSession | null> {
  if (!token) return null;
  const found = await touchSession(await getDb(), hashToken(token), STAFF_IDLE_MINUTES);
  return found ? toSession(found.sessionId, found.staff) : null;
}

export async function endStaffSession(token: string | undefined): Promise<void> {
  if (token) await deleteSession(await getDb(), hashToken(token));
}

/** May this staff member act on this site? */
export function staffSeesSite(s: Pick<StaffSession, 'siteIds'>, siteId: number | null): boolean {
  return s.siteIds === null || (siteId !== null && s.siteIds.includes(siteId));
}
