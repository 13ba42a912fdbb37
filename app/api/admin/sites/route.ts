// /api/admin/sites — the owner's sites (issue 15). GET: the sites with hosts and member counts
// (?id=: one site with its whole config). POST {fromSiteId, name, host, domain?}: a new site like
// an existing one (config, packages, prices copied). PUT {id, …changed}: columns, hosts, config
// (merged, checked by siteConfigSchema); the next request on every instance sees it.
import { z } from 'zod';
import { adminRoute } from '@/lib/server/admin/route';
import { createSiteLike, listSitesFor, siteFor, updateSite } from '@/lib/server/admin/sites/service';
import { createSiteSchema, updateSiteSchema } from '@/lib/schemas/admin-sites';

const query = z.object({ id: z.coerce.number().int().positive().optional() });

export const GET = adminRoute({ area: 'sites', query }, async ({ query, assertSite, staff }) =>
  query.id ? { site: await siteFor({ assertSite }, query.id) } : { sites: await listSitesFor(staff) },
);

export const POST = adminRoute(
  { area: 'sites', body: createSiteSchema },
  async ({ body, staff, assertSite, audit }) => ({
    site: await createSiteLike({ staff, assertSite, audit }, body),
  }),
);

export const PUT = adminRoute(
  { area: 'sites', body: updateSiteSchema },
  async ({ body, staff, assertSite, audit }) => ({
    site: await updateSite({ staff, assertSite, audit }, body),
  }),
);
