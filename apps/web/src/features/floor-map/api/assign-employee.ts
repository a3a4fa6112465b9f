import { assignmentInputSchema } from '@stationboard/domain/schemas/assignment';
import { assignmentSchema, type Assignment } from '@stationboard/domain/schemas/floor-map';
import { apiPost } from '../../../lib/api-client.ts';

/** How a manager chose to place someone, growing as the popover asks (issue 25). */
export type PlacementChoice = {
  /** Issue 15: a MANAGER+'s reason to assign someone lacking a required skill. */
  overrideReason?: string;
  /** Take the person off the station they hold in the quarter (Move here). */
  move?: boolean;
  /** Replace an occupant who has checked in, as the manager confirmed. */
  replaceCheckedIn?: boolean;
  /** Decision 153: place someone off the day's roster, as the manager confirmed; the popover's only, not sent. */
  offRoster?: boolean;
};

export type AssignEmployeeInput = PlacementChoice & {
  stationId: string;
  quarterId: string;
  date: string;
  centerId: string;
  employee: { id: string; name: string };
};

/** The choice as the assign calls' fields; a flag left out is false on the server. */
export function placementFields({ overrideReason, move, replaceCheckedIn }: PlacementChoice) {
  return {
    ...(overrideReason !== undefined && { override_reason: overrideReason }),
    ...(move && { move: true }),
    ...(replaceCheckedIn && { replace_checked_in: true }),
  };
}

/** POST /stations/{id}/assign (spec 1 §7): a regular assignment made by a manager, or a move (issue 25). */
export async function assignEmployee({ stationId, quarterId, date, centerId, employee, ...choice }: AssignEmployeeInput): Promise<Assignment> {
  const body = assignmentInputSchema.parse({
    station_id: stationId,
    quarter_id: quarterId,
    assignment_date: date,
    employee_id: employee.id,
    employee_name: employee.name,
    is_wildcard: false,
    created_by: 'manager',
    fulfillment_center_id: centerId,
    ...placementFields(choice),
  });
  return assignmentSchema.parse(await apiPost(`/stations/${stationId}/assign`, body));
}
