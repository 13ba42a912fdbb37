// GET /api/regions.php?country=XX — that country's regions [{code, name}]; without ?country every
// site country's regions as {XX: [...]} (public, cacheable for 5 min).
import { route } from '@/lib/server/http/route';
import { cacheableJson } from '@/lib/server/http/cacheable';
import { regionsFor } from '@/lib/server/reference/service';
import { regionsQuerySchema } from '@/lib/schemas/reference-data';

export const GET = route({ auth: 'public', query: regionsQuerySchema }, async ({ req, site, query }) =>
  cacheableJson(req, regionsFor(site, query.country)),
);
