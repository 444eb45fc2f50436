/** User roles (enums.json "role"). */
export const ROLE = {
  SUPER_ADMIN: 1,
  ADMIN: 2,
  CLIENT: 3,
  CLIENT_EMPLOYEE: 4,
  UNKNOWN_CLIENT_EMPLOYEE: 5,
  PAID_USER: 6,
  COUNSELOR: 7,
  SPEAKER: 8,
  PARTNER: 9,
  UNKNOWN_PARTNER_EMPLOYEE: 10,
  UNKNOWN_PAID_USER: 11,
  PARTNER_EMPLOYEE: 12,
} as const;

export const ADMIN_ROLES: readonly number[] = [ROLE.SUPER_ADMIN, ROLE.ADMIN];

export function isAdminRole(role: number): boolean {
  return ADMIN_ROLES.includes(role);
}

export function isSuperAdmin(role: number): boolean {
  return role === ROLE.SUPER_ADMIN;
}
