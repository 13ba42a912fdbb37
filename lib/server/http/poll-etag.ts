import 'server-only';
import { createHash } from 'node:crypto';
import { getDb } from '@/lib/server/db/client';
import { ensureMemberChanges } from '@/lib/server/accounts/repo';
import type { SessionUser } from '@/lib/server/accounts/service';
import type { Site } from '@/lib/server/sites/service';

/**
 * ETags of the polled answers (chats.php, likes.php, user.php) from the member's change marker
 * instead of the answer's bytes, so an unchanged poll is answered 304 after the one session
 * query, before anything is built. member_changes is bumped by database triggers in the same
 * transaction as every write that changes what these answers hold (migration
 * 0011_member_changes lists them): a write nobody thought of here still bumps it.
 *
 * Besides the member's version the tag covers what the answer depends on that is not a row of
 * the member's: the site's settings (cdn_prefix, site id), the UTC day (likes show ages,
 * computed in UTC) and FORMAT, to be raised whenever a release changes an answer's shape or
 * contents without a data change.
 */
export type PollAnswer = 'chats' | 'likes' | 'account';

const FORMAT = 1;

// The site row is replaced on every settings reload, so its hash is computed once per row.
const siteHashes = new WeakMap<Site, string>();

function siteHash(site: Site): string {
  let h = siteHashes.get(site);
  if (!h) siteHashes.set(site, (h = createHash('sha1').update(JSON.stringify(site)).digest('base64url')));
  return h;
}

/** The ETag for the member's answer, or null when the member has no marker (build and hash it). */
export function markerEtag(
  answer: PollAnswer,
  session: { user: Pick<SessionUser['user'], 'id'>; changes?: Partial<Record<PollAnswer, number>> | null },
  site: Site,
  now = new Date(),
): string | null {
  const version = session.changes?.[answer];
  if (version === undefined) return null;
  const key = [FORMAT, answer, session.user.id, version, siteHash(site), now.toISOString().slice(0, 10)].join(
    '|',
  );
  return `"m${createHash('sha1').update(key).digest('base64url')}"`;
}

/**
 * A member without a marker row (accounts loaded in bulk with triggers off) gets one at version
 * 0: every write after this one bumps it, and this answer itself is hashed from its bytes.
 */
export async function ensureMarker(session: SessionUser): Promise<void> {
  if (!session.changes) await ensureMemberChanges(await getDb(), session.user.id);
}
