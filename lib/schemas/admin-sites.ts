import { z } from 'zod';

// The console's sites part (issue 15): what the owner sends to create and edit a site. The site's
// `config` itself is checked by siteConfigSchema (lib/schemas/site-config.ts), the schema the app
// reads it with, after the change is merged into the stored config.

/** A host name as a browser sends it: lower case letters, digits, dashes, dots; no port. */
export const hostSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/, 'host');

export { FICTIONAL_ICONS } from './admin-constants';

export const siteColumnsSchema = z.object({
  name: z.string().trim().min(1).max(80),
  domain: hostSchema,
  /** e.g. en_GB, nl_NL */
  domainLanguage: z.string().regex(/^[a-z]{2}_[A-Z]{2}$/),
  niche: z.number().int().min(1).max(99),
  /** A path on this host (/media/) or a CDN origin (https://cdn.example.com/). */
  cdnPrefix: z
    .string()
    .trim()
    .max(200)
    .regex(/^(\/|https:\/\/[a-z0-9.-]+(:\d+)?\/)[A-Za-z0-9._~/-]*$/),
});

/** PUT /api/admin/sites: the site and only what changed. `hosts` is the whole new list. */
export const updateSiteSchema = siteColumnsSchema.partial().extend({
  id: z.number().int().positive(),
  hosts: z.array(hostSchema).min(1).max(50).optional(),
  /** Top-level keys of the config to replace; checked after merging by siteConfigSchema. */
  config: z.record(z.string(), z.unknown()).optional(),
});
export type UpdateSite = z.infer<typeof updateSiteSchema>;

/** POST /api/admin/sites: a new site like an existing one (config, packages and prices copied). */
export const createSiteSchema = z.object({
  fromSiteId: z.number().int().positive(),
  name: z.string().trim().min(1).max(80),
  host: hostSchema,
  /** The canonical domain; absent: the host. */
  domain: hostSchema.optional(),
});
export type CreateSite = z.infer<typeof createSiteSchema>;

/** One field's refusal as the console shows it beside the field (path: "name", "config.refundDays"). */
export type FieldIssue = { path: string; code: string; message: string };
