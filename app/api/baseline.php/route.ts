// GET /api/baseline.php — the smallest route handler: the benchmark's baseline, no database.
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json({ ok: true });
}
