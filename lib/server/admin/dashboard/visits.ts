import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/server/db/client';
import { lifecycle } from '@/lib/server/lifecycle';
import { log } from '@/lib/server/log';
import { getSite } from '@/lib/server/sites/service';
import { requestHost } from '@/lib/server/http/request-info';
import { countedLander, utcDay, VisitTally, type VisitCount, type VisitRequest } from './visit-counter';

/**
 * Lander page views (the dashboard's "visits from landers"). Most lander views are answered from
 * the page cache by our HTTP server without React running, so they are counted where every
 * request ends: scripts/server.mjs calls globalThis.__heartlineCountVisit for each finished
 * answer, cached or rendered. Counts stay in this instance's memory and are added to
 * lander_visits every FLUSH_MS and once more on shutdown; the upsert adds (visits + excluded),
 * so several instances' counts sum up and no instance overwrites another's.
 */

export const FLUSH_MS = 30_000;

type Holder = {
  __heartlineVisitTally?: VisitTally;
  __heartlineVisitTimer?: ReturnType<typeof setInterval>;
  /** Called by scripts/server.mjs when a response has been sent. */
  __heartlineCountVisit?: (req: VisitRequest, status: number) => void;
};
const holder = globalThis as unknown as Holder;
// On globalThis: Next may load this module twice in one process; there is one tally.
const tally = (holder.__heartlineVisitTally ??= new VisitTally());

function hostOf(req: VisitRequest): string | null {
  return requestHost({
    get: (name) => {
      const v = req.headers[name];
      return v === undefined ? null : Array.isArray(v) ? v.join(', ') : v;
    },
  });
}

/**
 * Counts one finished request when it is a person's view of a lander. The site is the one that
 * answered the host (an unknown host is the default site, which is what it was shown).
 */
export async function countVisit(req: VisitRequest, status: number, now = Date.now()): Promise<boolean> {
  const lander = countedLander(req, status);
  if (!lander) return false;
  const day = utcDay(now);
  const site = await getSite(hostOf(req));
  tally.add(site.id, lander, day);
  return true;
}

/** What this instance has counted and not yet written (tests and metrics). */
export function pendingVisits(): number {
  return tally.size;
}

/**
 * Adds this instance's counts to lander_visits in one statement and starts counting from zero.
 * Rows of a site deleted meanwhile are dropped (the join); if the write fails the counts go back
 * into memory for the next flush.
 */
export async function flushVisits(db?: Db): Promise<number> {
  const rows = tally.take();
  if (rows.length === 0) return 0;
  try {
    const conn = db ?? (await getDb());
    await conn.execute(sql`
      insert into lander_visits (site_id, lander, day, visits)
      select v.site_id, v.lander, v.day, v.visits
      from jsonb_to_recordset(${JSON.stringify(rows.map(toRecord))}::jsonb)
        as v(site_id int, lander text, day date, visits int)
      join sites s on s.id = v.site_id
      on conflict (site_id, lander, day) do update set visits = lander_visits.visits + excluded.visits`);
    return rows.length;
  } catch (err) {
    tally.restore(rows);
    throw err;
  }
}

function toRecord(r: VisitCount) {
  return { site_id: r.siteId, lander: r.lander, day: r.day, visits: r.visits };
}

async function flushLogged(): Promise<void> {
  try {
    await flushVisits();
  } catch (err) {
    log().warn({ err }, 'lander visits: flush failed, kept for the next one');
  }
}

/**
 * Start-up (lib/server/startup.ts, after the database is open): our server reports each answer
 * here, a timer flushes, and shutdown flushes what is left before the database closes
 * (lifecycle close() runs its steps in reverse order, so this one runs before closeDb).
 */
export function installVisitCounter(): void {
  holder.__heartlineCountVisit = (req, status) => {
    countVisit(req, status).catch((err) => log().warn({ err }, 'lander visits: could not count'));
  };
  if (holder.__heartlineVisitTimer) return;
  const timer = setInterval(() => void flushLogged(), FLUSH_MS);
  timer.unref();
  holder.__heartlineVisitTimer = timer;
  lifecycle().onClose.push(async () => {
    clearInterval(timer);
    holder.__heartlineVisitTimer = undefined;
    holder.__heartlineCountVisit = undefined;
    await flushLogged();
  });
}
