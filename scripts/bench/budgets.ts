// The targets of the speed issue (issue 10), in one place: first-load JS budgets per route,
// throughput ratios, polling, Lighthouse and INP. Every budget is relative to a baseline measured
// in the same run (the minimal pages and route handler under app/baseline and /api/baseline.php),
// so the figures compare across machines. Read by `npm run bench` (targets.ts),
// `npm run check:budgets`, `npm run bench:lighthouse` and `npm run bench:inp`.

/** The minimal page whose first-load JS is the floor (app/baseline/static). */
export const FIRST_LOAD_BASELINE = '/baseline/static';

/** A path no route has: the 404 page. */
export const NOT_FOUND_PATH = '/bench-no-such-page';

/** Placeholders resolved per run from the demo member's data (member-session.ts). */
export const PROFILE_ID = '{profileId}';
export const CONVERSATION_ID = '{conversationId}';

export type RouteBudget = {
  /** Path as requested; {profileId} / {conversationId} are filled in per run. */
  route: string;
  /** What the budget table shows ("/members/{id}"). */
  label: string;
  group: 'public' | 'member';
  /** The status the page answers (404 for the not-found page). */
  status: number;
  /** Allowed gzip kB (1000 bytes) above the baseline's first-load JS. */
  extraKB: number;
};

const PUBLIC_EXTRA_KB = 15;
const MEMBER_EXTRA_KB = 40;

const pub = (route: string, status = 200, label = route): RouteBudget => ({
  route,
  label,
  group: 'public',
  status,
  extraKB: PUBLIC_EXTRA_KB,
});
const member = (route: string, label = route): RouteBudget => ({
  route,
  label,
  group: 'member',
  status: 200,
  extraKB: MEMBER_EXTRA_KB,
});

export const FIRST_LOAD_BUDGETS: RouteBudget[] = [
  pub('/'),
  pub('/login'),
  pub('/signup'),
  pub(NOT_FOUND_PATH, 404, '404'),
  pub('/pricing'),
  pub('/pages/terms'),
  pub('/complaints'),
  pub('/landers/gallery'),
  pub('/landers/tinderswipe'),
  member('/members'),
  member(`/members/${PROFILE_ID}`, '/members/{id}'),
  member('/chats'),
  member(`/chats/${CONVERSATION_ID}`, '/chats/{id}'),
  member('/likes'),
  member('/swipe-game'),
  member('/match-finder'),
  member('/profile'),
  member('/settings'),
  member('/credits'),
  member('/transactions'),
  member('/notifications'),
];

/** Throughput and polling targets: a figure ≥ ratio × its baseline of the same run. */
export const THROUGHPUT_TARGETS = {
  /** Public pages' HTML req/s against the minimal static page. */
  publicHtml: {
    routes: ['/', '/login', '/signup', NOT_FOUND_PATH],
    baseline: '/baseline/static',
    ratio: 0.8,
  },
  /** Polled endpoints (200) against the bare route handler, per database. */
  polls: {
    routes: ['/api/user.php', '/api/chats.php', '/api/likes.php'],
    baseline: '/api/baseline.php',
    ratio: { postgresql: 0.6, pglite: 0.3 },
  },
  /** An unchanged poll answered 304, against the bare route handler (both databases). */
  notModified: {
    routes: ['/api/chats.php (304)', '/api/likes.php (304)'],
    baseline: '/api/baseline.php',
    ratio: 0.8,
  },
};

/** Open-loop polling with the bench's seeded members and messages. */
export const POLLING_TARGETS = {
  ratePerSec: 500,
  p99Ms: 50,
  /** Ten times the messages may cost at most this factor of the poll latency (p99, same rate). */
  messagesScale: 10,
  latencyFactor: 1.5,
  /** PGlite: no multi-second tail at any step the server holds. */
  pgliteMaxMs: 1000,
};

/** Lighthouse mobile (default mobile emulation and simulated throttling). */
export const LIGHTHOUSE_TARGETS = {
  public: { minScore: 97, maxLcpMs: 1500 },
  member: { minScore: 90, maxLcpMs: null as number | null },
};

/** Interaction to Next Paint in Chromium with 4× CPU throttling (web-vitals onINP). */
export const INP_TARGET = { maxMs: 100, cpuThrottling: 4 };
