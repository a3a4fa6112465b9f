import { describe, it, expect } from 'vitest';
import { ASSIGNABLE_ROLES, ROLE_BADGE_COLOURS, ROLES, canSwitchCenter, hasAnyRole, hasMinimumRole, isRole } from './roles.ts';

describe('isRole', () => {
  it('accepts each of the four roles', () => {
    for (const role of ROLES) expect(isRole(role)).toBe(true);
  });

  it('rejects other strings, other case and non-strings', () => {
    expect(isRole('admin')).toBe(false);
    expect(isRole('OWNER')).toBe(false);
    expect(isRole('')).toBe(false);
    expect(isRole(null)).toBe(false);
    expect(isRole(3)).toBe(false);
  });
});

describe('hasMinimumRole', () => {
  it('orders roles VIEW < MANAGER < ADMIN < SUDO', () => {
    expect(hasMinimumRole('VIEW', 'MANAGER')).toBe(false);
    expect(hasMinimumRole('MANAGER', 'MANAGER')).toBe(true);
    expect(hasMinimumRole('ADMIN', 'MANAGER')).toBe(true);
    expect(hasMinimumRole('ADMIN', 'SUDO')).toBe(false);
    expect(hasMinimumRole('SUDO', 'ADMIN')).toBe(true);
  });

  it('lets every role pass a VIEW minimum', () => {
    for (const role of ROLES) expect(hasMinimumRole(role, 'VIEW')).toBe(true);
  });

  it('refuses a user without a role, even for VIEW', () => {
    expect(hasMinimumRole(null, 'VIEW')).toBe(false);
    expect(hasMinimumRole(undefined, 'VIEW')).toBe(false);
  });
});

describe('hasAnyRole', () => {
  it('passes only roles in the list, without ranking them', () => {
    expect(hasAnyRole('ADMIN', ['MANAGER', 'ADMIN'])).toBe(true);
    expect(hasAnyRole('SUDO', ['MANAGER', 'ADMIN'])).toBe(false);
  });

  it('refuses a missing role and an empty list', () => {
    expect(hasAnyRole(null, ROLES)).toBe(false);
    expect(hasAnyRole('SUDO', [])).toBe(false);
  });
});

describe('canSwitchCenter', () => {
  it('is allowed for ADMIN and SUDO only', () => {
    expect(canSwitchCenter('ADMIN')).toBe(true);
    expect(canSwitchCenter('SUDO')).toBe(true);
    expect(canSwitchCenter('MANAGER')).toBe(false);
    expect(canSwitchCenter('VIEW')).toBe(false);
    expect(canSwitchCenter(null)).toBe(false);
  });
});

describe('role badges and assignable roles', () => {
  it('colours SUDO red, ADMIN purple, MANAGER blue and VIEW green', () => {
    expect(ROLE_BADGE_COLOURS).toEqual({ SUDO: 'red', ADMIN: 'purple', MANAGER: 'blue', VIEW: 'green' });
  });

  it('offers VIEW, MANAGER and ADMIN in the Roles tab but never SUDO', () => {
    expect(ASSIGNABLE_ROLES).toEqual(['VIEW', 'MANAGER', 'ADMIN']);
  });
});
