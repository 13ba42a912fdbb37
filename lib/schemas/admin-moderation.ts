// The moderators' console requests (issue 15): photo decisions, profile text decisions, member
// actions. Shared by the route handlers and the console's forms.
import { z } from 'zod';
import { PHOTO_REJECT_REASONS, REASON_NOTE_MAX, TEXT_REJECT_REASONS } from '@/lib/admin/moderation-reasons';
import { CREDIT_ADJUST_MAX } from './admin-constants';
import { profileNameSchema } from './profile';

const id = z.number().int().positive().max(2_147_483_647);
const note = z.string().trim().max(REASON_NOTE_MAX).optional();

export const photoDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), id }),
  z.object({ decision: z.literal('reject'), id, reason: z.enum(PHOTO_REJECT_REASONS), note }),
]);
export type PhotoDecision = z.infer<typeof photoDecisionSchema>;

/**
 * `seen`: the text_changed_at the moderator's page showed; a member who edited again since gets
 * the newer text reviewed, not approved unseen.
 */
const seen = z.iso.datetime({ offset: true });
export const textDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), profileId: id, seen }),
  z.object({
    decision: z.literal('clear_about'),
    profileId: id,
    seen,
    reason: z.enum(TEXT_REJECT_REASONS),
    note,
  }),
  z.object({
    decision: z.literal('rename'),
    profileId: id,
    seen,
    name: profileNameSchema,
    reason: z.enum(TEXT_REJECT_REASONS),
    note,
  }),
]);
export type TextDecision = z.infer<typeof textDecisionSchema>;

export { CREDIT_ADJUST_MAX } from './admin-constants';
const why = z.string().trim().min(3).max(REASON_NOTE_MAX);

export const memberActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('disable'), userId: id, reason: why }),
  z.object({ action: z.literal('enable'), userId: id }),
  z.object({ action: z.literal('ban'), userId: id, reason: why }),
  z.object({ action: z.literal('unban'), userId: id }),
  z.object({
    action: z.literal('credits'),
    userId: id,
    delta: z
      .number()
      .int()
      .min(-CREDIT_ADJUST_MAX)
      .max(CREDIT_ADJUST_MAX)
      .refine((d) => d !== 0),
    reason: why,
  }),
  z.object({ action: z.literal('end_sessions'), userId: id }),
]);
export type MemberAction = z.infer<typeof memberActionSchema>;
