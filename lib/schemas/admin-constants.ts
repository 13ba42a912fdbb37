// Limits and choices of the console that its client islands read, without zod: the schema
// modules that own them (admin-complaints, admin-inbox, admin-moderation, admin-sites) are the
// handlers' classic zod, and importing a constant from one brings all of zod into the page
// (issue 10). Each of those modules re-exports its own.

/** admin-complaints: a complaint's states. */
export const COMPLAINT_STATUSES = ['open', 'in_progress', 'handled', 'rejected'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** admin-complaints: the longest note a moderator appends at once. */
export const COMPLAINT_NOTE_MAX = 2000;

/** admin-inbox: the operator's notes on a profile and a reply. */
export const INBOX_NOTES_MAX = 5_000;
export const INBOX_REPLY_MAX = 5_000;

/** admin-moderation: credits a moderator may add or take in one step. */
export const CREDIT_ADJUST_MAX = 100_000;

/** admin-sites: the icons a site may mark fictional profiles with (components/ui/fictional-icon.tsx draws them). */
export const FICTIONAL_ICONS = [
  'bi-stars',
  'bi-star',
  'bi-star-fill',
  'bi-magic',
  'bi-robot',
  'bi-info-circle',
] as const;
