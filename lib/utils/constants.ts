// Spec §9 constants shared by client and server.
export const REFRESH_MS = 60_000;
export const REFRESH_PUSH_MS = 300_000;
export const FIRST_REFRESH_MS = 5_000;
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5_000;
export const PROGRESS_HIDE_MS = 500;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const HTTP_RETRIES = 5;
export const BADGE_CAP = 99;
export const CREDIT_BADGE_THRESHOLD = 10;
/** Layouts other than the default show the entry warning only to visitors from these countries. */
export const ENTRY_WARNING_STRICT_COUNTRIES = ['NL', 'DE'];
/** Routes (by route name) where the installed app shows a back button. */
export const BACK_BUTTON_ROUTES = [
  'members-id',
  'likes-type',
  'likes-m-id',
  'credits',
  'credits-id-paymentmethod',
];
/** Photos a member may have: free 3, premium 25 (spec §5, §9). */
export const PHOTOS_MAX_FREE = 3;
export const PHOTOS_MAX_PREMIUM = 25;
/** Account deletion can be undone for this many days (spec §4, §9). */
export const ACCOUNT_RESTORE_DAYS = 14;
/** Members must be at least this old (spec §5: the too-young message states it). */
export const SIGNUP_MIN_AGE = 18;
/** Oldest plausible member: anything older is a typo and gets the invalid-date message. */
export const DATE_OF_BIRTH_MAX_AGE = 120;
/** Likes a member may give in the swipe game per (UTC) day (spec §6, §9). */
export const SWIPE_LIKES_PER_DAY = 4;
/** A profile passed in the swipe game stays out of the deck for this many days. */
export const SWIPE_PASS_DAYS = 30;
/** After an automatic like arrives, likes reload after this delay (spec §9). */
export const AUTO_LIKE_RELOAD_MS = 500;
/** A member with no request for this long is not online: a new message is mailed to them. */
export const CHAT_NOTICE_OFFLINE_MS = 5 * 60_000;
/** At most one new-message e-mail per conversation and member in this period. */
export const CHAT_NOTICE_PERIOD_MS = 30 * 60_000;
