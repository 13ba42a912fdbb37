// The demo console accounts (README) exist only in demo data: their password is published.
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { staff } from '@/lib/server/db/schema';
import { seedDemoStaff } from '@/lib/server/db/seed/staff';
import { DEMO_MEMBER, DEMO_STAFF } from '@/lib/server/db/seed/demo-accounts';
import { createMember, createSite } from '../../setup/fixtures';
import { staffLogin } from '../support/admin';

describe('demo staff accounts', () => {
  it('are not created in a database without the demo members, and once with them', async () => {
    const db = await getDb();
    const site = await createSite();
    await createMember({ siteId: site.id, email: 'owner-of-a-real-site@example.test' });
    expect(await seedDemoStaff(db)).toEqual({ seeded: false });
    expect(await db.select().from(staff)).toEqual([]);

    await createMember({ siteId: site.id, email: DEMO_MEMBER.email });
    expect(await seedDemoStaff(db)).toEqual({ seeded: true });
    expect(await seedDemoStaff(db)).toEqual({ seeded: false });
    const rows = await db.select().from(staff);
    expect(rows.map((r) => [r.email, r.role]).sort()).toEqual(DEMO_STAFF.map((s) => [s.email, s.role]).sort());
    // The published password and secret sign in.
    const owner = DEMO_STAFF.find((s) => s.role === 'owner')!;
    expect(await staffLogin(owner.email, owner.totpSecret, 'heartline-admin')).toMatch(/^hl_staff=/);
  });
});
