import { createAndAssignAnswerSchema, createAndAssignInputSchema, type CreateAndAssignAnswer } from '@stationboard/domain/schemas/assignment';
import { apiPost } from '../../../lib/api-client.ts';

/** A person the popover's create form describes; `requestId` names the form's one intent to make them. */
export type NewPerson = { name: string; alias: string; badge: string; requestId: string };

/**
 * POST /stations/{id}/create-and-assign (issue 25): the popover's 'Create & Assign' in one
 * call. Every retry of one form sends its request id again, so the server makes one person.
 * Throws the shared schema's error for a blank name or a badge that is not a number.
 */
export async function createAndAssign({
  stationId,
  quarterId,
  date,
  centerId,
  person,
  overrideReason,
  replaceCheckedIn,
}: {
  stationId: string;
  quarterId: string;
  date: string;
  centerId: string;
  person: NewPerson;
  overrideReason?: string;
  replaceCheckedIn?: boolean;
}): Promise<CreateAndAssignAnswer> {
  const body = createAndAssignInputSchema.parse({
    request_id: person.requestId,
    name: person.name,
    employee_id: person.alias,
    badge_barcode_id: person.badge,
    quarter_id: quarterId,
    assignment_date: date,
    fulfillment_center_id: centerId,
    ...(overrideReason !== undefined && { override_reason: overrideReason }),
    ...(replaceCheckedIn && { replace_checked_in: true }),
  });
  return createAndAssignAnswerSchema.parse(await apiPost(`/stations/${stationId}/create-and-assign`, body));
}
