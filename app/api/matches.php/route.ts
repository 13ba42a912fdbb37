// /api/matches.php — GET ?kind=finder&cursor=: a page of the match finder's ranked suggestions;
// ?kind=signup: the suggestions shown after signup. Answers { profiles, next_cursor }.
import { route } from '@/lib/server/http/route';
import { suggestions } from '@/lib/server/matching/service';
import { suggestionsQuerySchema } from '@/lib/schemas/matching';

export const GET = route(
  { auth: 'member', query: suggestionsQuerySchema },
  async ({ site, session, query }) => suggestions(site, session.user, query.kind, query.cursor),
);
