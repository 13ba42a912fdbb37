import 'server-only';
import { env } from '@/lib/env';
import type { Site } from '@/lib/server/sites/service';

/**
 * Where the member comes back to after paying, and the receipt's link: always the member's own
 * site (one installation serves many domains), i.e. the origin the member's request came to, else
 * the site's domain over https (plain http with the port for a local domain, where the demo runs).
 */
export function baseUrl(site: Site, requestOrigin?: string | null): string {
  if (requestOrigin) return requestOrigin.replace(/\/+$/, '');
  const local = site.domain === 'localhost' || site.domain.endsWith('.localhost');
  return local ? `http://${site.domain}:${env().PORT}` : `https://${site.domain}`;
}

/**
 * Where the provider posts its webhook: PUBLIC_BASE_URL when set (one address the provider can
 * reach, whatever the site: the webhook finds the order by its payment id), else the return base.
 */
export function webhookBase(returnBase: string): string {
  return env().PUBLIC_BASE_URL?.replace(/\/+$/, '') ?? returnBase;
}

export const webhookUrl = (base: string) => `${base}/api/payment-webhook.php`;
export const resultUrl = (base: string, orderId: number) => `${base}/transactions/${orderId}`;
