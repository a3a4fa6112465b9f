import { describe, it, expect } from 'vitest';
import { roleUpdateSchema } from './role-update.ts';

describe('roleUpdateSchema', () => {
  it('accepts VIEW, MANAGER and ADMIN', () => {
    for (const role of ['VIEW', 'MANAGER', 'ADMIN']) expect(roleUpdateSchema.parse({ role })).toEqual({ role });
  });

  it('refuses SUDO, unknown roles and a missing role', () => {
    for (const role of ['SUDO', 'admin', '', undefined]) expect(roleUpdateSchema.safeParse({ role }).success).toBe(false);
  });
});
