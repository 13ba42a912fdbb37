import * as z from 'zod/mini';
import { locales } from '@/lib/i18n/locales';
import { emailSchema } from './credentials';

// POST /api/complaint.php: one schema for the form and the handler. Issue messages are codes
// the form translates (section `complaints.errors`). zod/mini: the form runs in the browser (issue 10).
import { COMPLAINT_REASONS, COMPLAINT_TEXT_MAX, COMPLAINT_TEXT_MIN } from './complaint-reasons';

export {
  COMPLAINT_REASONS,
  COMPLAINT_TEXT_MAX,
  COMPLAINT_TEXT_MIN,
  type ComplaintReason,
} from './complaint-reasons';

const id = z.number().check(z.int(), z.gte(1), z.lte(2_147_483_647));

export const complaintSchema = z.object({
  reason: z.enum(COMPLAINT_REASONS, { message: 'reason_required' }),
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(COMPLAINT_TEXT_MIN, { message: 'text_too_short' }),
      z.maxLength(COMPLAINT_TEXT_MAX, { message: 'text_too_long' }),
    ),
  /** Visitors only: where the confirmation and the answer go. Members get them at their own address. */
  email: z.optional(emailSchema),
  name: z.optional(z.string().check(z.trim(), z.maxLength(100, { message: 'name_too_long' }))),
  profile_id: z.optional(id),
  conversation_id: z.optional(id),
  locale: z.optional(z.enum(locales)),
});

export type ComplaintInput = z.infer<typeof complaintSchema>;
export type ComplaintResult = { id: number; email: string };
