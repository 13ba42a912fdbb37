// /api/admin/staff — the owner's staff accounts (issue 15). GET: the accounts (no secrets).
// POST {email, name, role, siteIds}: a new account; its password and TOTP secret (with an
// otpauth:// URI and QR code) are answered this once. PATCH {id, action}: disable (ends their
// sessions), enable, reset_totp (a new secret, shown once). Every change is audited.
import { adminRoute } from '@/lib/server/admin/route';
import { actOnStaff, addStaff, listStaffFor } from '@/lib/server/admin/staff/service';
import { createStaffSchema, staffActionSchema } from '@/lib/schemas/admin-staff';

export const GET = adminRoute({ area: 'staff' }, async ({ staff }) => ({
  staff: await listStaffFor({ staff }),
}));

export const POST = adminRoute(
  { area: 'staff', body: createStaffSchema },
  async ({ body, staff, ip, audit }) => addStaff({ staff, ip, audit }, body),
);

export const PATCH = adminRoute(
  { area: 'staff', body: staffActionSchema },
  async ({ body, staff, ip, audit }) => actOnStaff({ staff, ip, audit }, body),
);
