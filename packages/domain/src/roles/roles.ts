/** Spec 1 §6: lowest to highest; the position in this list is the rank. */
export const ROLES = ['VIEW', 'MANAGER', 'ADMIN', 'SUDO'] as const;

export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** A missing role (pending approval) never passes: such users only see the pending card. */
export function hasMinimumRole(role: Role | null | undefined, minimum: Role): boolean {
  if (!role) return false;
  return ROLES.indexOf(role) >= ROLES.indexOf(minimum);
}

export function hasAnyRole(role: Role | null | undefined, allowed: readonly Role[]): boolean {
  return role != null && allowed.includes(role);
}

export function canSwitchCenter(role: Role | null | undefined): boolean {
  return hasAnyRole(role, ['ADMIN', 'SUDO']);
}

export type RoleBadgeColour = 'red' | 'purple' | 'blue' | 'green';

export const ROLE_BADGE_COLOURS: Record<Role, RoleBadgeColour> = {
  SUDO: 'red',
  ADMIN: 'purple',
  MANAGER: 'blue',
  VIEW: 'green',
};

/** Spec 2 §6: the Roles tab cannot make a SUDO; only the operator command line can. */
export const ASSIGNABLE_ROLES = ['VIEW', 'MANAGER', 'ADMIN'] as const satisfies readonly Role[];

export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];
