// GET /api/search.php — member search (spec §2 /members): filters gender, country, region,
// min_age, max_age (those in settings.search_fields), keyset paging with ?cursor=, the count on
// the first page. Visitors only per settings.logged_out_search(_trafficsource) (network/ref).
import { route } from '@/lib/server/http/route';
import { searchMembers } from '@/lib/server/search/service';
import { searchQuerySchema } from '@/lib/schemas/search';

export const GET = route({ auth: 'public', query: searchQuerySchema }, async ({ site, session, query }) =>
  searchMembers(site, session?.user ?? null, query),
);
