import { z } from 'zod';
import { STAFF_ROLES } from '@/lib/admin/roles';

// The console's staff part (issue 15): what the owner sends to add an account and to act on one.

/**
 * POST /api/admin/staff: the password and TOTP secret are made by the server and shown once
 * (strict: a password or secret sent along is refused, not quietly dropped).
 */
export const createStaffSchema = z.strictObject({
  email: z.string().trim().toLowerCase().email().max(254),
  name: z.string().trim().min(1).max(80),
  role: z.enum(STAFF_ROLES),
  /** null: every site; else the sites the account works on (at least one). */
  siteIds: z.array(z.number().int().positive()).min(1).max(100).nullable(),
});
export type CreateStaffInput = z.infer<typeof createStaffSchema>;

/** PATCH /api/admin/staff: disable (ends the sessions), enable, or a new TOTP secret (shown once). */
export const staffActionSchema = z.object({
  id: z.number().int().positive(),
  action: z.enum(['disable', 'enable', 'reset_totp']),
});
export type StaffActionInput = z.infer<typeof staffActionSchema>;

/** What the owner sees once after creating an account or resetting its TOTP. */
export type StaffSecrets = {
  id: number;
  email: string;
  /** Only when the account was just created. */
  password?: string;
  totpSecret: string;
  totpUri: string;
  /** The otpauth:// URI as a QR code, an SVG data: URL. */
  qr: string;
};
