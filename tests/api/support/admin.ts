// Console helpers for API tests: staff accounts of each role, signed in through the real
// POST /api/admin/session with a TOTP code computed from the account's secret.
import { generate } from 'otplib';
import { desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { auditLog, staff } from '@/lib/server/db/schema';
import { createStaff } from '@/lib/server/admin/staff-service';
import type { StaffRole } from '@/lib/admin/roles';
import { apiRequest, callRoute, findSetCookie, type RequestOptions } from '../../setup/fixtures';

export const STAFF_TEST_PASSWORD = 'staff-password-1';

let seq = 0;

export type TestStaff = { id: number; email: string; role: StaffRole; totpSecret: string; cookie: string };

/** The current code of a secret, as an authenticator app shows it. */
export function totpCode(secret: string, at = Date.now()): Promise<string> {
  return generate({ secret, epoch: Math.floor(at / 1000) });
}

/** Signs in through the real endpoint; returns "hl_staff=<token>". */
export async function staffLogin(email: string, secret: string, password = STAFF_TEST_PASSWORD): Promise<string> {
  const { POST } = await import('@/app/api/admin/session/route');
  // A fresh time step for every sign-in: a code is good once (replay protection).
  await db().then((d) => d.update(staff).set({ totpLastStep: 0 }).where(eq(staff.email, email)));
  const res = await callRoute(
    POST,
    apiRequest('POST', 'http://localhost/api/admin/session', {
      body: { email, password, code: await totpCode(secret) },
    }),
  );
  const line = findSetCookie(res.setCookies, 'hl_staff');
  if (res.status !== 200 || !line) throw new Error(`staff login ${email}: ${res.status} ${JSON.stringify(res.json)}`);
  return line.split(';')[0];
}

const db = () => getDb();

/** A staff account of the role, signed in. `siteIds` null: every site. */
export async function signedInStaff(role: StaffRole, opts: { siteIds?: number[] | null } = {}): Promise<TestStaff> {
  const email = `${role}${++seq}@staff.test`;
  const made = await createStaff(
    { email, role, password: STAFF_TEST_PASSWORD, siteIds: opts.siteIds ?? null },
    { id: null, email: 'test', role: 'cli' },
  );
  return { id: made.id, email, role, totpSecret: made.totpSecret, cookie: await staffLogin(email, made.totpSecret) };
}

/** The three roles, signed in. */
export async function staffOfEveryRole(): Promise<Record<StaffRole, TestStaff>> {
  return { owner: await signedInStaff('owner'), moderator: await signedInStaff('moderator'), operator: await signedInStaff('operator') };
}

type Handler = Parameters<typeof callRoute>[0];

/** Calls a console handler as the staff member's browser on the console page would. */
export function asStaff(handler: Handler, who: { cookie: string } | null, method: string, path: string, opts: RequestOptions = {}) {
  const cookie = [who?.cookie, opts.cookie].filter(Boolean).join('; ') || undefined;
  return callRoute(handler, apiRequest(method, `http://localhost${path}`, { ...opts, cookie }));
}

export async function auditCount(): Promise<number> {
  const [row] = await (await db()).select({ n: sql<number>`count(*)::int` }).from(auditLog);
  return row.n;
}

export async function lastAudit() {
  const [row] = await (await db()).select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row;
}
