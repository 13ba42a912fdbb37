// GET /api/metrics — Prometheus metrics of this process, to clients on this machine (by socket
// address, never a header) or with `Authorization: Bearer <METRICS_TOKEN>`; 404 to anyone else,
// so the endpoint does not announce itself.
import { NextResponse, type NextRequest } from 'next/server';
import { canReadMetrics, renderMetrics } from '@/lib/server/metrics/scrape';

export const dynamic = 'force-dynamic';

export async function GET(req: NextRequest): Promise<Response> {
  if (!canReadMetrics(req.headers)) return NextResponse.json({ error: 'not_found' }, { status: 404 });
  const { body, contentType } = await renderMetrics();
  return new Response(body, { headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } });
}
