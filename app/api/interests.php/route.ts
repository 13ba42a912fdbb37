// GET /api/interests.php — every hobby interest [{slug, icon}] (public, cacheable for 5 min).
import { route } from '@/lib/server/http/route';
import { cacheableJson } from '@/lib/server/http/cacheable';
import { interestList } from '@/lib/server/reference/service';

export const GET = route({ auth: 'public' }, async ({ req }) => cacheableJson(req, await interestList()));
