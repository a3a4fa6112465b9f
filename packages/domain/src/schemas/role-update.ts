import { z } from 'zod';
import { ASSIGNABLE_ROLES } from '../roles/roles.ts';

/** The Roles tab's save (spec 2 §6): SUDO cannot be granted here, only by the command line. */
export const roleUpdateSchema = z.object({ role: z.enum(ASSIGNABLE_ROLES) });

export type RoleUpdateInput = z.output<typeof roleUpdateSchema>;
