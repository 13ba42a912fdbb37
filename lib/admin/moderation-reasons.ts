// The moderators' short lists of reasons (issue 15): a photo or a profile text is refused with one
// of these, plus free text; "other" needs the free text. The member's mail says the reason in the
// member's language (messages mail.moderation.reasons.<code>), the free text as written.
// Client code imports this file too.

export const PHOTO_REJECT_REASONS = ['no_face', 'explicit', 'poor_quality', 'not_own', 'contact_info', 'other'] as const;
export type PhotoRejectReason = (typeof PHOTO_REJECT_REASONS)[number];

export const TEXT_REJECT_REASONS = ['contact_info', 'offensive', 'commercial', 'impersonation', 'other'] as const;
export type TextRejectReason = (typeof TEXT_REJECT_REASONS)[number];

export type ModerationReason = PhotoRejectReason | TextRejectReason;

/** The free text's longest length (it goes into a mail and the audit log). */
export const REASON_NOTE_MAX = 300;

/** How a reason is stored (photos.reject_reason, users.ban_reason, the audit log): "code" or "code: note". */
export function storedReason(code: string, note: string | undefined): string {
  const n = note?.trim();
  return n ? `${code}: ${n}` : code;
}
