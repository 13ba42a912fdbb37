import 'server-only';
import { env } from '@/lib/env';
import type { Site } from '@/lib/server/sites/service';

/**
 * Where the provider sends the member back and posts its webhook: PUBLIC_BASE_URL, else the
 * origin the member's request came to (the site's own host), else the site's domain over https
 * (plain http with the port for a local domain, where the demo runs).
 */
export function baseUrl(site: Site, requestOrigin?: string | null): string {
  const configured = env().PUBLIC_BASE_URL;
  if (configured) return configured.replace(/\/+$/, '');
  if (requestOrigin) return requestOrigin.replace(/\/+$/, '');
  const local = site.domain === 'localhost' || site.domain.endsWith('.localhost');
  return local ? `http://${site.domain}:${env().PORT}` : `https://${site.domain}`;
}

export const webhookUrl = (base: string) => `${base}/api/payment-webhook.php`;
export const resultUrl = (base: string, orderId: number) => `${base}/transactions/${orderId}`;
