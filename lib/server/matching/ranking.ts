import 'server-only';
import { z } from 'zod';
import type { Db, Tx } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/http/errors';
import { dbId, isRealTimestamp } from '@/lib/schemas/input';
import type { ProfileRow } from '@/lib/server/profiles/repo';
import { ageOn } from '@/lib/server/profiles/service';
import {
  ageBand,
  birthDateRange,
  interestIncluding,
  neighbours,
  preferredGenders,
} from '@/lib/utils/matching';
import { candidatesInSegment, type CandidateFilter, type CandidateRow, type Segment } from './repo';

/**
 * Suggestions come in tiers of distance (docs/matching.md): the member's region, the rest of
 * the member's country, then the neighbouring countries. Inside a tier the most recently active
 * come first; a tier of several segments (neighbour countries) is merged by that order.
 */
export type Tier = Segment[];

export function tiersFor(me: Pick<ProfileRow, 'country' | 'region'>): Tier[] {
  const tiers: Tier[] = me.region
    ? [[{ country: me.country, region: me.region }], [{ country: me.country, notRegion: me.region }]]
    : [[{ country: me.country }]];
  const near = neighbours(me.country);
  if (near.length) tiers.push(near.map((country) => ({ country })));
  return tiers;
}

/** The filters of a member's suggestions: preference both ways and the age band around their age. */
export function filterFor(siteId: number, me: ProfileRow, now = new Date()): CandidateFilter {
  const { from, to } = birthDateRange(ageBand(ageOn(me.birthDate, now)), now);
  return {
    siteId,
    me: me.id,
    genders: preferredGenders(me.interest),
    interestIncluding: interestIncluding(me.gender),
    bornFrom: from,
    bornTo: to,
  };
}

/** Where the next page starts: the tier and the last row's activity position. */
export type Cursor = { t: number; a: string; i: number };

const cursorSchema = z.object({
  t: z.number().int().min(0).max(20),
  a: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/)
    .refine(isRealTimestamp),
  i: dbId,
});

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}

/** An opaque cursor from the client; anything malformed is a 422, not a 500. */
export function decodeCursor(raw: string | undefined): Cursor | null {
  if (!raw) return null;
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
  } catch {
    throw new AppError('invalid_cursor', 422);
  }
}

// Newest activity first, then the higher id (the index order).
const byActivity = (x: CandidateRow, y: CandidateRow) =>
  x.at === y.at ? y.profile.id - x.profile.id : x.at < y.at ? 1 : -1;

/**
 * One page of the ranking from a cursor. Reads at most limit + 1 rows per segment it visits
 * (the extra one tells whether there is more), so a page costs O(limit) index rows per segment.
 */
export async function rankedPage(
  db: Db | Tx,
  filter: CandidateFilter,
  tiers: Tier[],
  cursor: Cursor | null,
  limit: number,
): Promise<{ rows: ProfileRow[]; next: Cursor | null }> {
  const found: (CandidateRow & { tier: number })[] = [];
  for (let t = cursor?.t ?? 0; t < tiers.length && found.length <= limit; t++) {
    const after = cursor && t === cursor.t ? { at: cursor.a, id: cursor.i } : null;
    const need = limit + 1 - found.length;
    const lists = [];
    // One after another: PGlite has a single connection, and the segments are few.
    for (const segment of tiers[t]) lists.push(await candidatesInSegment(db, filter, segment, after, need));
    const merged = lists.flat().sort(byActivity).slice(0, need);
    found.push(...merged.map((row) => ({ ...row, tier: t })));
  }
  const page = found.slice(0, limit);
  const last = page.at(-1);
  const next = found.length > limit && last ? { t: last.tier, a: last.at, i: last.profile.id } : null;
  return { rows: page.map((r) => r.profile), next };
}
