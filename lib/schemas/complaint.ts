import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';
import { emailSchema } from './credentials';

// POST /api/complaint.php: one schema for the form and the handler. Issue messages are codes
// the form translates (section `complaints.errors`).
export const COMPLAINT_REASONS = [
  'fake_profile',
  'harassment',
  'illegal_content',
  'underage',
  'payment',
  'privacy',
  'other',
] as const;
export type ComplaintReason = (typeof COMPLAINT_REASONS)[number];

export const COMPLAINT_TEXT_MIN = 10;
export const COMPLAINT_TEXT_MAX = 5000;

const id = z.number().int().min(1).max(2_147_483_647);

export const complaintSchema = z.object({
  reason: z.enum(COMPLAINT_REASONS, { message: 'reason_required' }),
  text: z
    .string()
    .trim()
    .min(COMPLAINT_TEXT_MIN, { message: 'text_too_short' })
    .max(COMPLAINT_TEXT_MAX, { message: 'text_too_long' }),
  /** Visitors only: where the confirmation and the answer go. Members get them at their own address. */
  email: emailSchema.optional(),
  name: z.string().trim().max(100, { message: 'name_too_long' }).optional(),
  profile_id: id.optional(),
  conversation_id: id.optional(),
  locale: z.enum(locales).optional(),
});

export type ComplaintInput = z.infer<typeof complaintSchema>;
export type ComplaintResult = { id: number; email: string };
