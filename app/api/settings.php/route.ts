// GET /api/settings.php — spec §3 Settings for the requesting host (or ?forced_domain=), public.
import { z } from 'zod';
import { route } from '@/lib/server/http/route';
import { geoipCountry } from '@/lib/server/http/request-info';
import { getSite, settingsFor } from '@/lib/server/sites/service';

const query = z.looseObject({
  forced_domain: z.string().max(253).optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
});

export const GET = route({ auth: 'public', query }, async ({ req, site, query }) => {
  const target = query.forced_domain ? await getSite(query.forced_domain) : site;
  return settingsFor(target, { geoipCountry: geoipCountry(req.headers), requestedCountry: query.country ?? null });
});
