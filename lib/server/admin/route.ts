import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';

// A request schema is classic zod or zod/mini (the forms' shared schemas, lib/schemas, are mini
// so that the browser loads no classic zod). Both parse through classic `z.parse`, which throws
// the classic ZodError that errorResponse turns into the 422 for either kind.
type ZodType = z.core.$ZodType;
import { AppError } from '@/lib/server/http/errors';
import { clientIp, isSameOrigin } from '@/lib/server/http/request-info';
import { readJsonBody, refuseNul } from '@/lib/server/http/json-body';
import type { Db, Tx } from '@/lib/server/db/client';
import { observeRequest } from '@/lib/server/metrics/http';
import { errorResponse } from '@/lib/server/http/route';
import { writeAudit, type AuditEntry } from './audit';
import { canUse, type AdminArea } from '@/lib/admin/roles';
import { STAFF_COOKIE, staffForToken, staffSeesSite, type StaffSession } from './session';

type Infer<T> = T extends ZodType ? z.infer<T> : undefined;

type Options<Q extends ZodType | undefined, B extends ZodType | undefined> = {
  /** The console part the endpoint belongs to: its roles come from lib/admin/roles.ts. */
  area: AdminArea;
  query?: Q;
  body?: B;
};

export type AdminContext<Q, B> = {
  req: NextRequest;
  staff: StaffSession;
  query: Q;
  body: B;
  ip: string;
  /**
   * Writes the audit entry for this request's change; pass the transaction that makes the change
   * so the entry exists exactly when the change does.
   */
  audit: (db: Db | Tx, entry: AuditEntry) => Promise<void>;
  /** Throws 403 unless this staff member works on the site. */
  assertSite: (siteId: number | null) => void;
};

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every console endpoint is one call to this: the staff session (cookie hl_staff, never a member's),
 * the role's right to the area, the same-origin rule for changes (as the member API), input
 * validation, and one error shape. Answers are never cached.
 */
export function adminRoute<Q extends ZodType | undefined = undefined, B extends ZodType | undefined = undefined>(
  options: Options<Q, B>,
  handler: (ctx: AdminContext<Infer<Q>, Infer<B>>) => Promise<unknown>,
): (req: NextRequest) => Promise<Response> {
  const run = async (req: NextRequest): Promise<Response> => {
    try {
      if (MUTATING.has(req.method) && !isSameOrigin(req.headers)) throw new AppError('cross_origin', 403);
      const staff = await staffForToken(req.cookies.get(STAFF_COOKIE)?.value);
      if (!staff) throw new AppError('staff_auth_required', 401);
      if (!canUse(staff.role, options.area)) throw new AppError('staff_forbidden', 403);
      const query = options.query
        ? z.parse(options.query, refuseNul(Object.fromEntries(req.nextUrl.searchParams.entries())))
        : undefined;
      const body = options.body ? z.parse(options.body, refuseNul(await readJsonBody(req))) : undefined;
      const ip = clientIp(req.headers);
      const ctx = {
        req,
        staff,
        query,
        body,
        ip,
        audit: (db: Db | Tx, entry: AuditEntry) =>
          writeAudit(db, { id: staff.id, email: staff.email, role: staff.role }, entry, ip),
        assertSite: (siteId: number | null) => {
          if (!staffSeesSite(staff, siteId)) throw new AppError('staff_forbidden_site', 403);
        },
      } as AdminContext<Infer<Q>, Infer<B>>;
      const result = await handler(ctx);
      if (result instanceof Response) return result;
      return NextResponse.json(result ?? {}, { headers: { 'Cache-Control': 'no-store' } });
    } catch (err) {
      return errorResponse(err, req);
    }
  };
  return (req) => observeRequest(req, run);
}

