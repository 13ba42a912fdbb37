// Who runs what (issue 15; spec §6 leaves roles open): the owner configures sites and money and
// sees everything; moderators keep members and content clean; operators answer as fictional
// profiles and see no e-mail addresses or payment data. Client code imports this file too.

export const STAFF_ROLES = ['owner', 'moderator', 'operator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The console's parts; each page and endpoint names the one it belongs to. */
export const ADMIN_AREAS = [
  'dashboard',
  'sites',
  'packages',
  'codes',
  'orders',
  'staff',
  'audit',
  'photos',
  'texts',
  'members',
  'complaints',
  'mail',
  'inbox',
] as const;
export type AdminArea = (typeof ADMIN_AREAS)[number];

const AREAS: Record<StaffRole, readonly AdminArea[]> = {
  owner: ADMIN_AREAS,
  moderator: ['photos', 'texts', 'members', 'complaints', 'mail'],
  operator: ['inbox'],
};

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

export function canUse(role: StaffRole, area: AdminArea): boolean {
  return AREAS[role].includes(area);
}

export function areasOf(role: StaffRole): readonly AdminArea[] {
  return AREAS[role];
}

/** Roles allowed in an area: what an endpoint declares. */
export function rolesFor(area: AdminArea): StaffRole[] {
  return STAFF_ROLES.filter((r) => canUse(r, area));
}

/** Where each part of the console lives. */
export function adminAreaPath(area: AdminArea): string {
  return `/admin/${area}`;
}
