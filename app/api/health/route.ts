// GET /api/health — liveness for a process supervisor or load balancer: 200 while the process
// answers HTTP at all. It touches no database (a database outage must not get every instance
// restarted); /api/ready says whether to send traffic.
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
