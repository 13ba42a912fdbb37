import { z } from 'zod';

// The console's audit log filters (issue 15): newest first, paged by id (keyset: ?before=<id>).

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const optional = <T extends z.ZodType>(s: T) => z.preprocess((v) => (v === '' ? undefined : v), s.optional());

export const auditQuerySchema = z.object({
  staffId: optional(z.coerce.number().int().positive()),
  /** Matches the action and everything under it: "site" finds site.create and site.update. */
  action: optional(
    z
      .string()
      .trim()
      .max(60)
      .regex(/^[a-z0-9_.]+$/),
  ),
  targetType: optional(
    z
      .string()
      .trim()
      .max(40)
      .regex(/^[a-z0-9_]+$/),
  ),
  targetId: optional(z.string().trim().max(80)),
  siteId: optional(z.coerce.number().int().positive()),
  /** First and last day (UTC), both included. */
  from: optional(day),
  to: optional(day),
  /** Entries older than this id (the last one of the page before). */
  before: optional(z.coerce.number().int().positive()),
  limit: optional(z.coerce.number().int().min(1).max(200)),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
