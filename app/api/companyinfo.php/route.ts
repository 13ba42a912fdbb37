// GET /api/companyinfo.php — the company running the requesting host's site (public, cacheable for 5 min).
import { route } from '@/lib/server/http/route';
import { cacheableJson } from '@/lib/server/http/cacheable';
import { companyInfo } from '@/lib/server/reference/service';

export const GET = route({ auth: 'public' }, async ({ req, site }) => cacheableJson(req, companyInfo(site)));
