// The owner's staff accounts (issue 15, Access): create with a generated password and TOTP secret
// shown once (URI and QR), the new account signs in with them; disable ends the sessions; enable;
// a new TOTP secret; an owner cannot disable themself, the last owner stays (also when two owners
// disable each other at once); no secrets in the list or the audit; owners limited to sites refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GET, PATCH, POST } from '@/app/api/admin/staff/route';
import { GET as SESSION } from '@/app/api/admin/session/route';
import { getDb } from '@/lib/server/db/client';
import { auditLog, staff, staffSessions } from '@/lib/server/db/schema';
import { createSite } from '../../setup/fixtures';
import { asStaff, auditCount, lastAudit, signedInStaff, staffLogin, type TestStaff } from '../support/admin';

let owner: TestStaff;
let siteId: number;
let n = 0;
const email = () => `made-${++n}-${Math.random().toString(36).slice(2, 6)}@staff.test`;
const post = (who: TestStaff, body: unknown) => asStaff(POST, who, 'POST', '/api/admin/staff', { body });
const patch = (who: TestStaff, body: unknown) => asStaff(PATCH, who, 'PATCH', '/api/admin/staff', { body });
const me = (cookie: string) => asStaff(SESSION, { cookie }, 'GET', '/api/admin/session');
const row = async (id: number) => (await (await getDb()).select().from(staff).where(eq(staff.id, id)))[0];

beforeAll(async () => {
  siteId = (await createSite()).id;
  owner = await signedInStaff('owner');
}, 60_000);

describe('POST /api/admin/staff', () => {
  it('creates the account and answers its password and TOTP secret once (URI, QR); it can sign in with them', async () => {
    const e = email();
    const before = await auditCount();
    const res = await post(owner, {
      email: e.toUpperCase(),
      name: 'Mo Derator',
      role: 'moderator',
      siteIds: [siteId],
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      email: e,
      password: expect.any(String),
      totpSecret: expect.stringMatching(/^[A-Z2-7]{16,}$/),
    });
    expect(res.json.totpUri).toMatch(/^otpauth:\/\/totp\//);
    expect(res.json.totpUri).toContain(`secret=${res.json.totpSecret}`);
    expect(res.json.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(res.json.qr.split(',')[1], 'base64').toString()).toContain('<svg');
    const cookie = await staffLogin(e, res.json.totpSecret, res.json.password);
    expect((await me(cookie)).json).toMatchObject({ email: e, role: 'moderator' });
    expect(await auditCount()).toBe(before + 2); // staff.create, then the new account's staff.login
    const [created] = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(res.json.id)));
    expect(created).toMatchObject({
      action: 'staff.create',
      staffId: owner.id,
      after: { email: e, role: 'moderator', siteIds: [siteId] },
    });
    expect(JSON.stringify(created)).not.toContain(res.json.password);
    expect(JSON.stringify(created)).not.toContain(res.json.totpSecret);
    // Not shown again: the list has no secrets.
    const list = await asStaff(GET, owner, 'GET', '/api/admin/staff');
    const listed = list.json.staff.find((s: { id: number }) => s.id === res.json.id);
    expect(listed).toMatchObject({
      email: e,
      name: 'Mo Derator',
      role: 'moderator',
      siteIds: [siteId],
      disabledAt: null,
    });
    expect(listed.lastLoginAt).not.toBeNull();
    expect(Object.keys(listed)).not.toContain('totpSecret');
    expect(Object.keys(listed)).not.toContain('passwordHash');
    expect(JSON.stringify(list.json)).not.toContain(res.json.totpSecret);
  });

  it('refuses a taken e-mail, unknown sites and bad input, changing nothing', async () => {
    const e = email();
    expect((await post(owner, { email: e, name: 'A', role: 'operator', siteIds: null })).status).toBe(200);
    const before = await auditCount();
    const count = (await (await getDb()).select().from(staff)).length;
    expect(
      (await post(owner, { email: e.toUpperCase(), name: 'B', role: 'operator', siteIds: null })).json,
    ).toMatchObject({ error: 'staff_email_taken' });
    expect(
      (await post(owner, { email: email(), name: 'B', role: 'operator', siteIds: [999_999] })).json,
    ).toMatchObject({ error: 'site_not_found' });
    for (const body of [
      { email: 'not-mail', name: 'B', role: 'operator', siteIds: null },
      { email: email(), name: '', role: 'operator', siteIds: null },
      { email: email(), name: 'B', role: 'admin', siteIds: null },
      { email: email(), name: 'B', role: 'operator', siteIds: [] },
      { email: email(), name: 'B', role: 'operator' },
      { email: email(), name: 'B', role: 'operator', siteIds: null, password: 'chosen-by-owner' },
    ]) {
      const res = await post(owner, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect(await auditCount()).toBe(before);
    expect((await (await getDb()).select().from(staff)).length).toBe(count);
  });

  it('an owner limited to some sites cannot list or make accounts', async () => {
    const limited = await signedInStaff('owner', { siteIds: [siteId] });
    expect((await asStaff(GET, limited, 'GET', '/api/admin/staff')).json.error).toBe('staff_forbidden_site');
    const res = await post(limited, { email: email(), name: 'X', role: 'owner', siteIds: null });
    expect([res.status, res.json.error]).toEqual([403, 'staff_forbidden_site']);
    expect((await patch(limited, { id: owner.id, action: 'disable' })).status).toBe(403);
  });
});

describe('PATCH /api/admin/staff', () => {
  it('disable ends their sessions and keeps them out; enable lets them sign in again; audited', async () => {
    const op = await signedInStaff('operator');
    expect((await me(op.cookie)).status).toBe(200);
    const res = await patch(owner, { id: op.id, action: 'disable' });
    expect(res.status).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'staff.disable',
      targetType: 'staff',
      targetId: String(op.id),
      after: { disabled: true },
    });
    expect((await me(op.cookie)).status).toBe(401);
    expect(
      await (await getDb()).select().from(staffSessions).where(eq(staffSessions.staffId, op.id)),
    ).toEqual([]);
    await expect(staffLogin(op.email, op.totpSecret)).rejects.toThrow();
    // Disabling again changes nothing and writes nothing.
    const before = await auditCount();
    expect((await patch(owner, { id: op.id, action: 'disable' })).status).toBe(200);
    expect(await auditCount()).toBe(before);

    expect((await patch(owner, { id: op.id, action: 'enable' })).status).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'staff.enable', targetId: String(op.id) });
    expect((await row(op.id)).disabledAt).toBeNull();
    const cookie = await staffLogin(op.email, op.totpSecret);
    expect((await me(cookie)).status).toBe(200);
  });

  it('an owner cannot disable themself; the last enabled owner stays', async () => {
    const res = await patch(owner, { id: owner.id, action: 'disable' });
    expect([res.status, res.json.error]).toEqual([409, 'staff_self']);
    expect((await row(owner.id)).disabledAt).toBeNull();
    expect((await patch(owner, { id: 999_999, action: 'disable' })).status).toBe(404);
  });

  it('two owners disabling each other at once: exactly one succeeds, an owner stays', async () => {
    const db = await getDb();
    // Only these two owners are enabled for this test.
    const others = (await db.select().from(staff).where(eq(staff.role, 'owner'))).filter(
      (s) => !s.disabledAt,
    );
    const a = await signedInStaff('owner');
    const b = await signedInStaff('owner');
    for (const o of others) await db.update(staff).set({ disabledAt: new Date() }).where(eq(staff.id, o.id));
    try {
      const [ra, rb] = await Promise.all([
        patch(a, { id: b.id, action: 'disable' }),
        patch(b, { id: a.id, action: 'disable' }),
      ]);
      const statuses = [ra.status, rb.status].sort();
      // One disables the other; the other finds itself the last owner (or already signed out).
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      const enabled = (await db.select().from(staff).where(eq(staff.role, 'owner'))).filter(
        (s) => !s.disabledAt,
      );
      expect(enabled.length).toBe(1);
    } finally {
      for (const o of others) await db.update(staff).set({ disabledAt: null }).where(eq(staff.id, o.id));
    }
  });

  it('reset_totp: a new secret shown once, the old one no longer signs in, their sessions end; audited without the secret', async () => {
    const mod = await signedInStaff('moderator');
    const res = await patch(owner, { id: mod.id, action: 'reset_totp' });
    expect(res.status).toBe(200);
    expect(res.json.totpSecret).not.toBe(mod.totpSecret);
    expect(res.json.totpUri).toContain(res.json.totpSecret);
    expect(res.json.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(res.json.password).toBeUndefined();
    expect((await me(mod.cookie)).status).toBe(401);
    await expect(staffLogin(mod.email, mod.totpSecret)).rejects.toThrow();
    expect((await me(await staffLogin(mod.email, res.json.totpSecret))).status).toBe(200);
    const entry = (
      await (await getDb()).select().from(auditLog).where(eq(auditLog.action, 'staff.totp_reset'))
    ).at(-1)!;
    expect(entry).toMatchObject({ targetId: String(mod.id), staffId: owner.id });
    expect(JSON.stringify(entry)).not.toContain(res.json.totpSecret);
  });

  it('bad actions are refused', async () => {
    for (const body of [
      { id: owner.id, action: 'delete' },
      { id: 'x', action: 'disable' },
      { action: 'enable' },
    ]) {
      expect((await patch(owner, body)).status).toBe(422);
    }
  });
});
