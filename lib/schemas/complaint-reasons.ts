// The complaint form's choices and text limits, without zod: the form renders them before its
// schema (complaint.ts, zod/mini) loads after the page (issue 10).
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
