import { assignmentInputSchema } from '@stationboard/domain/schemas/assignment';
import { assignmentSchema, type Assignment } from '@stationboard/domain/schemas/floor-map';
import { apiPost } from '../../../lib/api-client.ts';

export type AssignEmployeeInput = {
  stationId: string;
  quarterId: string;
  date: string;
  centerId: string;
  employee: { id: string; name: string };
  /** Issue 15: a MANAGER+'s reason to assign someone lacking a required skill. */
  overrideReason?: string;
};

/** POST /stations/{id}/assign (spec 1 §7): a regular assignment made by a manager. */
export async function assignEmployee({ stationId, quarterId, date, centerId, employee, overrideReason }: AssignEmployeeInput): Promise<Assignment> {
  const body = assignmentInputSchema.parse({
    station_id: stationId,
    quarter_id: quarterId,
    assignment_date: date,
    employee_id: employee.id,
    employee_name: employee.name,
    is_wildcard: false,
    created_by: 'manager',
    fulfillment_center_id: centerId,
    ...(overrideReason !== undefined && { override_reason: overrideReason }),
  });
  return assignmentSchema.parse(await apiPost(`/stations/${stationId}/assign`, body));
}
