import { QUICK_WILDCARD_REASON, wildcardAssignmentInputSchema } from '@stationboard/domain/schemas/assignment';
import { assignmentSchema, type Assignment } from '@stationboard/domain/schemas/floor-map';
import { apiPost } from '../../../lib/api-client.ts';
import { placementFields, type AssignEmployeeInput } from './assign-employee.ts';

/** POST /stations/{id}/assign-wildcard (spec 1 §3 wildcard payload, fixed reason). */
export async function assignWildcard({ stationId, quarterId, date, centerId, employee, ...choice }: AssignEmployeeInput): Promise<Assignment> {
  const body = wildcardAssignmentInputSchema.parse({
    wildcard_employee_id: employee.id,
    wildcard_employee_name: employee.name,
    quarter_id: quarterId,
    assignment_date: date,
    reason: QUICK_WILDCARD_REASON,
    fulfillment_center_id: centerId,
    ...placementFields(choice),
  });
  return assignmentSchema.parse(await apiPost(`/stations/${stationId}/assign-wildcard`, body));
}
