import { z } from 'zod';

// POST /api/mail-events.php (the SMTP provider's webhook): a JSON array of delivery events.
// Only hard bounces and spam complaints stop our mail; a soft bounce (full mailbox, greylisting)
// is accepted and ignored, since the next mail may well arrive.

/** Events per request: a provider's batch, bounded so one request stays cheap. */
export const MAIL_EVENTS_MAX = 500;

const common = {
  /** The provider's event id: an event delivered twice is stored once. */
  id: z.string().trim().min(1).max(200),
  /** The recipient as the provider knows it; matched to members case-insensitively. */
  email: z.string().trim().toLowerCase().min(3).max(254),
  detail: z.string().max(1000).optional(),
  /** When the provider saw the event (ISO 8601 with offset). */
  timestamp: z.iso.datetime({ offset: true }),
};

export const mailEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bounce'), bounce: z.enum(['hard', 'soft']), ...common }),
  z.object({ type: z.literal('complaint'), ...common }),
]);

export const mailEventsSchema = z.array(mailEventSchema).min(1).max(MAIL_EVENTS_MAX);

export type MailEventInput = z.infer<typeof mailEventSchema>;

/** The webhook's answer: what became of the batch. */
export type MailEventsResult = {
  /** New events stored. */
  stored: number;
  /** Events already stored by an earlier delivery (or twice in this one). */
  duplicates: number;
  /** Soft bounces: accepted, not stored. */
  ignored: number;
  /** Member accounts whose notices were switched off by the new events (every site). */
  members: number;
};
