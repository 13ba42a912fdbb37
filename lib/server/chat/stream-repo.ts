import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { sessions } from '@/lib/server/db/schema';

/** Whether the session still exists (logout, password change or reset and deletion remove it). */
export async function sessionExists(db: Db, sessionId: number): Promise<boolean> {
  const rows = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  return rows.length > 0;
}
