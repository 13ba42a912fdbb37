// /api/page-hidden.php — POST (beacon, empty JSON or text/plain body): the page was hidden; a
// member counts as away from now on, so notices and pushes go out at once. With `?lb=` (and
// `source`, `ms`, `clicked`) the visit is counted for page-bounce logging, logged in or not.
// DELETE (member): a page is shown again. See docs/api.md.
import { route } from '@/lib/server/http/route';
import { readEmptyBeacon } from '@/lib/server/push/beacon';
import { pageHidden, pageShown } from '@/lib/server/push/service';
import { pageHiddenQuerySchema } from '@/lib/schemas/push';

export const POST = route({ auth: 'public', query: pageHiddenQuerySchema }, async ({ req, site, session, query }) => {
  await readEmptyBeacon(req);
  return pageHidden(site, session?.user ?? null, query);
});

export const DELETE = route({ auth: 'member' }, async ({ session }) => pageShown(session.user));
