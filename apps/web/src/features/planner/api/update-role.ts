import { roleUpdateSchema, type RoleUpdateInput } from '@stationboard/domain/schemas/role-update';
import { apiPut } from '../../../lib/api-client.ts';

/** PUT /roles/{id} (spec 2 §6): ADMIN and up set VIEW, MANAGER or ADMIN. */
export async function updateRole({ roleId, centerId, role }: { roleId: string; centerId: string } & RoleUpdateInput): Promise<void> {
  await apiPut(`/roles/${roleId}`, { ...roleUpdateSchema.parse({ role }), fulfillment_center_id: centerId });
}
