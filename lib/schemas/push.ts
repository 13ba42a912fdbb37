import { z } from 'zod';

// Web push: what the browser's PushSubscription.toJSON() sends, and the page-hidden beacon's query.

const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/);

/** POST /api/user.php?push=1: a subscription of this device (p256dh: a P-256 point, 65 bytes; auth: 16 bytes). */
export const pushSubscriptionSchema = z
  .object({
    endpoint: z.string().max(1024).url(),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: base64url(86, 90), auth: base64url(22, 24) }).strict(),
  })
  .strict();
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/user.php?push=1: this device's subscription goes. */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().max(1024).url() }).strict();

/** The push branch of user.php is chosen by `?push=1`. */
export const pushQuerySchema = z.object({ push: z.literal('1') }).strict();

/** A traffic source as bounce logging stores it: short, URL-safe, lower case. */
export const BOUNCE_SOURCE = /^[a-z0-9._-]{1,40}$/;

/**
 * POST /api/page-hidden.php query: `lb` turns bounce logging on (its value, or `source`, names
 * the traffic source); `ms` the time on the page; `clicked` whether the visitor clicked at all.
 */
export const pageHiddenQuerySchema = z
  .object({
    lb: z.string().max(40).optional(),
    source: z.string().max(40).optional(),
    ms: z.coerce.number().int().min(0).max(86_400_000).optional(),
    clicked: z.enum(['0', '1']).optional(),
  })
  .strict();
export type PageHiddenQuery = z.infer<typeof pageHiddenQuerySchema>;
