// GET /robots.txt — per requesting site: member areas disallowed, the site's own sitemap URL.
import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { getSite } from '@/lib/server/sites/service';
import { requestHost } from '@/lib/server/http/request-info';
import { robotsFor } from '@/lib/server/legal/crawl';

export default async function robots(): Promise<MetadataRoute.Robots> {
  return robotsFor(await getSite(requestHost(await headers())));
}
