import 'server-only';
import { count, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { staff, users } from '@/lib/server/db/schema';
import { createStaff } from '@/lib/server/admin/staff-service';
import { DEMO_MEMBER, DEMO_STAFF, DEMO_STAFF_PASSWORD } from './demo-accounts';

/**
 * The demo console accounts (one per role), once, and only into demo data: a database without
 * the demo member (a real site) never gets accounts whose password is published.
 */
export async function seedDemoStaff(db: Db): Promise<{ seeded: boolean }> {
  const [{ n }] = await db.select({ n: count() }).from(staff);
  if (n > 0) return { seeded: false };
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_MEMBER.email));
  if (!demo) return { seeded: false };
  for (const s of DEMO_STAFF) {
    await createStaff(
      { email: s.email, name: s.name, role: s.role, password: DEMO_STAFF_PASSWORD, totpSecret: s.totpSecret },
      { id: null, email: 'seed', role: 'cli' },
    ).catch((err: unknown) => {
      // A second instance seeding at the same moment: the account is there, which is the point.
      if (!(err instanceof Error && err.message === 'staff_email_taken')) throw err;
    });
  }
  return { seeded: true };
}
