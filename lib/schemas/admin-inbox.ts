import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';
import { INBOX_NOTES_MAX, INBOX_REPLY_MAX } from './admin-constants';

// Inputs of the console's operator inbox (app/api/admin/inbox/*). Client and server import this.

const id = z.coerce.number().int().positive().max(2_147_483_647);

export { INBOX_NOTES_MAX, INBOX_REPLY_MAX } from './admin-constants';

export const inboxQuerySchema = z.object({
  site: id.optional(),
  language: z.enum(locales).optional(),
});

export const conversationQuerySchema = z.object({
  id,
  before: id.optional(),
});

export const claimBodySchema = z.object({
  conversationId: id,
  /** The operator is typing: the claim is renewed and the member sees the typing indicator. */
  typing: z.boolean().optional(),
});

export const releaseQuerySchema = z.object({ conversationId: id });

export const replyBodySchema = z.object({
  conversationId: id,
  body: z.string().min(1).max(INBOX_REPLY_MAX),
});

export const notesBodySchema = z.object({
  profileId: id,
  notes: z.string().max(INBOX_NOTES_MAX),
});

export const inboxEventsQuerySchema = z.object({
  /** 1: answer the opening frames and end (a probe, and a client without long-lived streams). */
  once: z.enum(['1']).optional(),
});
