import 'server-only';
import { count, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
import { sites } from '@/lib/server/db/schema';
import { hashPassword } from '@/lib/server/accounts/password';
import { photoStorage, type PhotoStorage } from '@/lib/server/photos/storage';
import { insertCatalog, insertSites } from './catalog';
import { fictionalAvatarSpec, fictionalExtraSpecs, insertFictionalProfiles } from './fictional';
import { DEMO_MEMBERS, demoMemberAvatarSpecs, insertDemoMember } from './members';
import { seedDemoChats } from './chats';
import { seedDemoStaff } from './staff';
import { generateFictionalProfiles } from './profiles';

export { DEMO_MEMBER, DEMO_MEMBER_2, DEMO_PASSWORD } from './demo-accounts';
export { generateFictionalProfiles, SEED_REFERENCE_DATE } from './profiles';

// Any fixed number: two app instances starting on one PostgreSQL take turns instead of both seeding.
const SEED_LOCK_KEY = 4_271_001;

async function hasSites(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(sites);
  return row.n > 0;
}

/** Tests render the avatars into a storage of their own; the app uses the configured one. */
export type SeedOptions = { storage?: PhotoStorage };

/**
 * Fills an empty database with two demo sites, interests, gifts, packages, 320 fictional profiles
 * (every fourth with extra photos) and two demo members. Does nothing when any site exists, so it
 * is safe to call on every start.
 */
export async function seedDemo(db: Db, opts: SeedOptions = {}): Promise<{ seeded: boolean }> {
  const result = await seedSites(db, opts);
  // A later step: also fills databases seeded before chats existed (it runs once per database).
  await seedDemoChats(db);
  await seedDemoStaff(db);
  return result;
}

async function seedSites(db: Db, opts: SeedOptions): Promise<{ seeded: boolean }> {
  if (await hasSites(db)) return { seeded: false };

  const fictional = generateFictionalProfiles();
  // Loaded only when seeding: DiceBear and its 30 styles are not needed on an ordinary start.
  const { renderAvatars } = await import('./avatars');
  // Files first, into the photo storage (shared by every instance when S3 is set), outside the
  // transaction: they are deterministic and skipped when present, so a rolled-back or lost race
  // leaves nothing wrong behind.
  const groups = [
    fictional.map(fictionalAvatarSpec),
    ...fictional.map(fictionalExtraSpecs),
    ...DEMO_MEMBERS.map(demoMemberAvatarSpecs),
  ];
  const rendered = await renderAvatars(groups.flat(), opts.storage ?? (await photoStorage()));
  // Back into the groups, in order: fictional main photos, each profile's extras, each member's.
  const starts = groups.map((_, i) => groups.slice(0, i).reduce((n, g) => n + g.length, 0));
  const [fictionalFiles, ...rest] = groups.map((g, i) =>
    rendered.files.slice(starts[i], starts[i] + g.length),
  );
  const extraFiles = rest.slice(0, fictional.length);
  const memberFiles = rest.slice(fictional.length);
  const passwordHashes = await Promise.all(DEMO_MEMBERS.map((m) => hashPassword(m.account.password)));

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasSites(tx)) return false;
    const [defaultSite] = await insertSites(tx);
    await insertCatalog(tx);
    await insertFictionalProfiles(tx, fictional, fictionalFiles, extraFiles);
    for (const [i, member] of DEMO_MEMBERS.entries()) {
      await insertDemoMember(tx, {
        siteId: defaultSite.id,
        member,
        passwordHash: passwordHashes[i],
        signupCredits: defaultSite.signupCredits,
        photos: memberFiles[i],
      });
    }
    return true;
  });
  return { seeded };
}
