import 'server-only';
import QRCode from 'qrcode';
import { getDb, type Db, type Tx } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/http/errors';
import type { AuditEntry } from '@/lib/server/admin/audit';
import type { StaffSession } from '@/lib/server/admin/session';
import { createStaff } from '@/lib/server/admin/staff-service';
import { deleteSessionsOf } from '@/lib/server/admin/staff-repo';
import { newTotpSecret, totpUri } from '@/lib/server/admin/totp';
import type { CreateStaffInput, StaffActionInput, StaffSecrets } from '@/lib/schemas/admin-staff';
import * as repo from './repo';

export type StaffActor = {
  staff: Pick<StaffSession, 'id' | 'email' | 'role' | 'siteIds'>;
  ip: string;
  audit: (db: Db | Tx, entry: AuditEntry) => Promise<void>;
};

/**
 * Accounts are the keys to every site: only an owner of every site manages them (an owner limited
 * to some sites could otherwise make an account for all of them).
 */
function assertAllSites(actor: Pick<StaffActor, 'staff'>): void {
  if (actor.staff.siteIds !== null) throw new AppError('staff_forbidden_site', 403);
}

export type StaffListEntry = Awaited<ReturnType<typeof repo.listStaff>>[number];

export async function listStaffFor(actor: Pick<StaffActor, 'staff'>): Promise<StaffListEntry[]> {
  assertAllSites(actor);
  return repo.listStaff(await getDb());
}

async function qrOf(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * A new account with a generated password and TOTP secret, returned this once (only the hash and
 * the secret are kept); createStaff writes the audit row (without either) in its transaction.
 */
export async function addStaff(actor: StaffActor, input: CreateStaffInput): Promise<StaffSecrets> {
  assertAllSites(actor);
  if (input.siteIds) {
    const found = await repo.existingSiteIds(await getDb(), input.siteIds);
    const missing = input.siteIds.filter((id) => !found.includes(id));
    if (missing.length) throw new AppError('site_not_found', 404, { siteIds: missing });
  }
  const made = await createStaff(
    {
      email: input.email,
      name: input.name,
      role: input.role,
      siteIds: input.siteIds ? [...new Set(input.siteIds)] : null,
    },
    { id: actor.staff.id, email: actor.staff.email, role: actor.staff.role },
    actor.ip,
  );
  return {
    id: made.id,
    email: made.email,
    password: made.password,
    totpSecret: made.totpSecret,
    totpUri: made.totpUri,
    qr: await qrOf(made.totpUri),
  };
}

/**
 * Disable (their sessions end in the same transaction), enable, or a new TOTP secret (their
 * sessions end too: the old authenticator may be what was lost). An owner cannot disable
 * themself, and the last enabled owner stays (the other owners' rows are locked first, so two
 * owners disabling each other at once cannot both succeed).
 */
export async function actOnStaff(
  actor: StaffActor,
  input: StaffActionInput,
): Promise<{ ok: true } | StaffSecrets> {
  assertAllSites(actor);
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (input.action === 'disable') {
      if (input.id === actor.staff.id) throw new AppError('staff_self', 409);
      const { target, otherOwners } = await repo.lockOwnersAnd(tx, input.id);
      if (!target) throw new AppError('staff_not_found', 404);
      if (target.disabledAt) return { ok: true as const };
      if (target.role === 'owner' && otherOwners === 0) throw new AppError('staff_last_owner', 409);
      await repo.setDisabled(tx, target.id, true);
      await deleteSessionsOf(tx, target.id);
      await actor.audit(tx, {
        action: 'staff.disable',
        targetType: 'staff',
        targetId: target.id,
        before: { disabled: false },
        after: { disabled: true },
      });
      return { ok: true as const };
    }
    const target = await repo.lockStaff(tx, input.id);
    if (!target) throw new AppError('staff_not_found', 404);
    if (input.action === 'enable') {
      if (!target.disabledAt) return { ok: true as const };
      await repo.setDisabled(tx, target.id, false);
      await actor.audit(tx, {
        action: 'staff.enable',
        targetType: 'staff',
        targetId: target.id,
        before: { disabled: true },
        after: { disabled: false },
      });
      return { ok: true as const };
    }
    const secret = newTotpSecret();
    await repo.setTotpSecret(tx, target.id, secret);
    await deleteSessionsOf(tx, target.id);
    // The secret itself never goes into the log.
    await actor.audit(tx, {
      action: 'staff.totp_reset',
      targetType: 'staff',
      targetId: target.id,
      after: { totp: 'new secret' },
    });
    const uri = totpUri(secret, target.email);
    return { id: target.id, email: target.email, totpSecret: secret, totpUri: uri, qr: await qrOf(uri) };
  });
}
