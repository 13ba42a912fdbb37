import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, listenLocal, type Db } from '@/lib/server/db/client';
import type { MemberChanges } from '@/lib/server/accounts/service';

/**
 * PGlite only: each member's change marker (member_changes) kept in memory, so that an unchanged
 * poll runs no query at all (PGlite runs every query on the server's only JS thread). Filled by
 * the marker reads the polls make anyway; dropped by the notification that migration
 * 0019_member_changes_notify sends for every write of a member's row, which PGlite delivers to
 * its listener before the promise of the committing statement resolves (listenLocal in
 * db/client.ts): once a write's caller goes on, no poll finds the old marker here. A write by
 * hand in SQL goes through the same trigger.
 *
 * The race: a poll reads the marker from the database, a write commits and drops the entry, then
 * the poll would store what it read, now old. So every drop advances a clock and records it per
 * member; a read takes a ticket (the clock) before it starts and stores only if the member was
 * not dropped after it. The drop records are bounded: forgetting one raises a floor that every
 * older ticket fails (a store refused is only a query more).
 *
 * PostgreSQL keeps reading the marker: another instance's write would reach this memory only
 * after a notification delay, and a poll must never answer 304 when its list changed.
 */
const MAX_ENTRIES = 50_000;
const MAX_DROPS = 10_000;

export const MARKER_CHANNEL = 'member_changes';

export class MarkerCache {
  private readonly markers = new Map<number, MemberChanges>();
  /** Member → clock of its last drop (insertion order = clock order). */
  private readonly drops = new Map<number, number>();
  private clock = 0;
  /** Clock of the newest drop record forgotten: tickets older than it store nothing. */
  private floor = 0;

  constructor(
    private readonly maxEntries = MAX_ENTRIES,
    private readonly maxDrops = MAX_DROPS,
  ) {}

  /** The member's marker, if known (and made the most recently used). */
  get(userId: number): MemberChanges | undefined {
    const hit = this.markers.get(userId);
    if (hit) {
      this.markers.delete(userId);
      this.markers.set(userId, hit);
    }
    return hit;
  }

  /** Taken before a marker is read from the database (see `store`). */
  ticket(): number {
    return this.clock;
  }

  /** Keeps a marker read after `ticket` was taken, unless the member's row changed since. */
  store(userId: number, changes: MemberChanges, ticket: number): void {
    if ((this.drops.get(userId) ?? this.floor) > ticket) return;
    this.markers.delete(userId);
    this.markers.set(userId, { chats: changes.chats, likes: changes.likes, account: changes.account });
    if (this.markers.size > this.maxEntries) this.markers.delete(this.markers.keys().next().value!);
  }

  /** The member's row was written (and committed). */
  drop(userId: number): void {
    this.clock += 1;
    this.markers.delete(userId);
    this.drops.delete(userId);
    this.drops.set(userId, this.clock);
    if (this.drops.size > this.maxDrops) {
      const [, at] = this.drops.entries().next().value!;
      this.floor = at;
      this.drops.delete(this.drops.keys().next().value!);
    }
  }

  get size(): number {
    return this.markers.size;
  }
}

// Per database handle: a reopened database (tests, shutdown) gets a fresh cache and listener.
// On globalThis, as the handle is (db/client.ts): Next may load this module more than once.
const holder = globalThis as unknown as {
  __heartlineMarkerCaches?: WeakMap<Db, Promise<MarkerCache | null>>;
};
const caches = (holder.__heartlineMarkerCaches ??= new WeakMap());

async function open(db: Db): Promise<MarkerCache | null> {
  const cache = new MarkerCache();
  const listening = await listenLocal(MARKER_CHANNEL, (payload) => cache.drop(Number(payload)));
  if (!listening) return null;
  // The trigger notifies only a connection that asks (PGlite has one, for the process's life).
  await db.execute(sql`set heartline.notify_markers = 'on'`);
  return cache;
}

/** The marker cache of the open database: null on PostgreSQL. */
export async function markerCache(): Promise<MarkerCache | null> {
  const db = await getDb();
  let cache = caches.get(db);
  if (!cache) {
    caches.set(db, (cache = open(db)));
    cache.catch(() => caches.delete(db));
  }
  return cache;
}
