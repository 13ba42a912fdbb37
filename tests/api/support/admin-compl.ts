// Rows the console matrix's examples for complaints and mail health act on.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { complaints, users } from '@/lib/server/db/schema';
import { createMember } from '../../setup/fixtures';

/** An open complaint on the site; returns its id. */
export async function openComplaint(siteId: number): Promise<number> {
  const [row] = await (
    await getDb()
  )
    .insert(complaints)
    .values({
      siteId,
      email: 'matrix@example.test',
      name: 'Matrix',
      subject: 'other',
      body: 'A complaint for the matrix.',
    })
    .returning({ id: complaints.id });
  return row.id;
}

/** A member of the site whose notices are off for the reason; returns the user id. */
export async function memberWithNoticesOff(siteId: number, reason: string): Promise<number> {
  const m = await createMember({ siteId });
  await (
    await getDb()
  )
    .update(users)
    .set({ notificationsDisabled: [reason] })
    .where(eq(users.id, m.user.id));
  return m.user.id;
}
