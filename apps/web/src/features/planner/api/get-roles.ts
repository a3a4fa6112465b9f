import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ROLES } from '@stationboard/domain/roles/roles';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A role record (spec 2 §3) with the account's email and name; `role` is null while pending. */
const roleRowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  role: z.enum(ROLES).nullable(),
  employee_id: z.string(),
  fulfillment_center_id: z.string(),
  email: z.string(),
  display_name: z.string().nullable(),
});

export type RoleRow = z.infer<typeof roleRowSchema>;

/** GET /roles: the center's records, pending accounts first, then by employee ID (DESIGN §4). */
export async function getRoles(centerId: string): Promise<RoleRow[]> {
  return z.array(roleRowSchema).parse(await apiGet('/roles', { query: { fulfillment_center_id: centerId } }));
}

export const rolesQueryOptions = (centerId: string) => queryOptions({ queryKey: queryKeys.roles(centerId), queryFn: () => getRoles(centerId) });

export function useRoles(centerId: string) {
  return useQuery(rolesQueryOptions(centerId));
}
