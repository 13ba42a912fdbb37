// GET /sitemap.xml — the requesting site's sitemap (lib/server/legal/crawl.ts): the site is
// chosen by Host like every page, but each URL is built from the site's configured domain.
import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { getSite } from '@/lib/server/sites/service';
import { requestHost } from '@/lib/server/http/request-info';
import { sitemapFor } from '@/lib/server/legal/crawl';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapFor(await getSite(requestHost(await headers())));
}
