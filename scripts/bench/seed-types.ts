// What seed-main.ts (the child that seeds the bench database) hands back to the bench process.
export type SeedResult = {
  database: 'pglite' | 'postgres';
  /** The bench members were there already (a reused PostgreSQL database): only sessions were made. */
  reusedExisting: boolean;
  ms: { migrate: number; demo: number; bulk: number; check: number; sessions: number; total: number };
  counts: Record<string, number>;
  /** Session tokens of the polling members (bench members 1…n), for the hl_session cookie. */
  tokens: string[];
  /** The first members also send messages during the polling run, into these conversations. */
  writers: { token: string; conversationIds: number[] }[];
};
