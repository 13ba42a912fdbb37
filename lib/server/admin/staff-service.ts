import 'server-only';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { getDb } from '@/lib/server/db/client';
import { staff } from '@/lib/server/db/schema';
import { hashPassword } from '@/lib/server/accounts/password';
import { passwordSchema } from '@/lib/schemas/credentials';
import { AppError } from '@/lib/server/http/errors';
import { writeAudit, type AuditActor } from './audit';
import { STAFF_ROLES } from '@/lib/admin/roles';
import { newTotpSecret, totpUri } from './totp';

export const newStaffSchema = z.object({
  email: z.string().trim().email(),
  name: z.string().trim().min(1).max(80).optional(),
  role: z.enum(STAFF_ROLES),
  password: z.optional(passwordSchema),
  /** null or absent: every site. */
  siteIds: z.array(z.number().int().positive()).nullable().optional(),
  language: z.string().min(2).max(5).optional(),
  /** A known secret (the demo seed); absent: a new random one. */
  totpSecret: z.string().regex(/^[A-Z2-7]{26,128}$/).optional(),
});
export type NewStaff = z.infer<typeof newStaffSchema>;

export type CreatedStaff = { id: number; email: string; role: string; password: string; totpSecret: string; totpUri: string };

/**
 * A staff account with its TOTP secret. Without a password one is generated; the password and the
 * secret are returned once (to the command line or the owner creating the account), only hashes
 * and the secret are kept.
 */
export async function createStaff(input: NewStaff, actor: AuditActor, ip: string | null = null): Promise<CreatedStaff> {
  const data = newStaffSchema.parse(input);
  const password = data.password ?? randomBytes(12).toString('base64url');
  const totpSecret = data.totpSecret ?? newTotpSecret();
  const db = await getDb();
  const passwordHash = await hashPassword(password);
  const id = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(staff)
      .values({
        email: data.email,
        name: data.name ?? data.email.split('@')[0],
        role: data.role,
        passwordHash,
        totpSecret,
        siteIds: data.siteIds ?? null,
        language: data.language ?? 'en',
      })
      .onConflictDoNothing()
      .returning({ id: staff.id });
    if (!rows[0]) throw new AppError('staff_email_taken', 409);
    await writeAudit(
      tx,
      actor,
      { action: 'staff.create', targetType: 'staff', targetId: rows[0].id, after: { email: data.email, role: data.role, siteIds: data.siteIds ?? null } },
      ip,
    );
    return rows[0].id;
  });
  return { id, email: data.email, role: data.role, password, totpSecret, totpUri: totpUri(totpSecret, data.email) };
}
