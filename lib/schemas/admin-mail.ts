import { z } from 'zod';
import { DISABLED_REASONS } from './notifications';

// The console's mail health page (issue 15): bounces and spam complaints from the provider, and
// the members whose e-mail notices are off.

export const MAIL_PAGE_SIZE = 50;

const page = z.coerce.number().int().min(1).max(10_000).optional();

/** GET /api/admin/mail and the page's searchParams: members filtered by reason; two pagers. */
export const mailHealthQuerySchema = z.object({
  reason: z.enum(DISABLED_REASONS).optional(),
  page: page,
  events: page,
});
export type MailHealthQuery = z.infer<typeof mailHealthQuerySchema>;

/** POST /api/admin/mail: switch one member's notices back on for one reason. */
export const reenableMemberSchema = z
  .object({ userId: z.number().int().min(1).max(2_147_483_647), reason: z.enum(DISABLED_REASONS) })
  .strict();
export type ReenableMember = z.infer<typeof reenableMemberSchema>;
