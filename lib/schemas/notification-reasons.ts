// Without zod: the notices-off alert of every member page's layout reads these, and zod (about
// 27 kB gzip) must not come into the first load with them (issue 10).

/** Why e-mail notices stopped (spec §4): each reason is set by a different event. */
export const DISABLED_REASONS = ['spam_complaint', 'bounce', 'unsubscribe'] as const;
export type DisabledReason = (typeof DISABLED_REASONS)[number];
