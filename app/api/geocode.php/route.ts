// GET /api/geocode.php?lat=&lon= — nearest city, country and region from offline data (public;
// the same point always answers the same, so it may be cached for a day).
import { route } from '@/lib/server/http/route';
import { cacheableJson } from '@/lib/server/http/cacheable';
import { reverseGeocode } from '@/lib/server/geo/geocode';
import { geocodeQuerySchema } from '@/lib/schemas/geocode';

export const GET = route({ auth: 'public', query: geocodeQuerySchema }, async ({ req, query }) =>
  cacheableJson(req, reverseGeocode(query.lat, query.lon), 86_400),
);
