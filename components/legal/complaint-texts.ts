// What the complaint form shows, translated on the server: the form needs no translation runtime
// in the browser (issue 10, lib/i18n/api-error-texts.ts).
import { apiErrorTexts, type ApiErrorTexts } from '@/lib/i18n/api-error-texts';
import { translateKeys, type Translate } from '@/lib/i18n/shell-texts';
import { COMPLAINT_REASONS, type ComplaintReason } from '@/lib/schemas/complaint-reasons';

const KEYS = [
  'reason',
  'choose',
  'text',
  'textHelp',
  'name',
  'email',
  'emailHelp',
  'submit',
  'sending',
  'sentTitle',
] as const;

/** complaints.errors: the schema's field messages and the service's refusals. */
export const COMPLAINT_ERRORS = [
  'reason_required',
  'text_too_short',
  'text_too_long',
  'email_invalid',
  'email_required',
  'name_too_long',
  'profile_not_found',
  'conversation_not_found',
] as const;

export type ComplaintTexts = Record<(typeof KEYS)[number], string> & {
  /** "Your complaint has number {id}…" with the slot open. */
  sentBody: string;
  reasons: Record<ComplaintReason, string>;
  /** The form's own messages and the request's (complaints.errors before errors). */
  errors: ApiErrorTexts;
};

export function complaintTexts(t: Translate): ComplaintTexts {
  return {
    ...translateKeys(t, 'complaints', KEYS),
    sentBody: t('complaints.sentBody', { id: '{id}' }),
    reasons: translateKeys(t, 'complaints.reasons', COMPLAINT_REASONS),
    errors: {
      ...apiErrorTexts(t, ['complaint_throttled']),
      ...translateKeys(t, 'complaints.errors', COMPLAINT_ERRORS),
    },
  };
}
