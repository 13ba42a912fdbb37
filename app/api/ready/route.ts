// GET /api/ready — readiness: 200 {status: 'ready'} when the database answers and has every
// migration of this build, 503 {status: 'unavailable', reason} while it does not or while the
// instance drains on SIGTERM (the load balancer stops sending before the process goes).
import { readiness } from '@/lib/server/health';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const state = await readiness();
  const headers = { 'Cache-Control': 'no-store' };
  if (state.ready) return Response.json({ status: 'ready' }, { headers });
  return Response.json({ status: 'unavailable', reason: state.reason }, { status: 503, headers });
}
