import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { EMPLOYEE_NAME, employeeCreateFields } from './employee.ts';
import { requiredText } from './form-fields.ts';
import { assignmentSchema } from './floor-map.ts';
import { employeeSchema } from './employee-record.ts';
import { dateSchema, idSchema } from './id.ts';
import { correctionReasonSchema } from './plan.ts';
import { overrideReasonSchema } from './skill.ts';

/** Spec 1 §5: assignments made by hand from the map or the quarter view. */
export const MANUAL_ASSIGNMENT_CREATED_BY = 'manager';

/** Spec 1 §3: the wildcard endpoint's fixed reason. */
export const QUICK_WILDCARD_REASON = 'Quick wildcard assignment';

// Copied from the employee record, so it meets the employee form's rule.
const employeeName = requiredText(MESSAGES.employeeNameRequired, EMPLOYEE_NAME);

/** The 409 metadata type of an assignment that would displace someone who has checked in. */
export const CHECKED_IN_OCCUPANT = 'CHECKED_IN_OCCUPANT';

/**
 * Issue 25 (decision 137), on every manual placement: `move` takes the person off the station
 * they hold in that quarter and date and puts them here in one change (without it, that is
 * 409 EMPLOYEE_CONFLICT as before); `replace_checked_in` confirms displacing an occupant who
 * has checked in (without it, that is 409 CHECKED_IN_OCCUPANT naming them).
 */
const placementFlags = {
  move: z.boolean().default(false),
  replace_checked_in: z.boolean().default(false),
  /** Decision 147: an ADMIN's reason to change a past operating day; a MANAGER cannot. */
  correction_reason: correctionReasonSchema.optional(),
};

/** POST /stations/{id}/assign. The name travels with the id so history survives renames. */
export const assignmentInputSchema = z.object({
  station_id: idSchema,
  quarter_id: idSchema,
  assignment_date: dateSchema,
  employee_id: idSchema,
  employee_name: employeeName,
  is_wildcard: z.boolean().default(false),
  created_by: z.literal(MANUAL_ASSIGNMENT_CREATED_BY).default(MANUAL_ASSIGNMENT_CREATED_BY),
  fulfillment_center_id: idSchema.optional(),
  /** Issue 15: a MANAGER+'s reason to assign someone who lacks a required skill; stored on the assignment. */
  override_reason: overrideReasonSchema.optional(),
  ...placementFlags,
});

export type AssignmentInput = z.output<typeof assignmentInputSchema>;

/** POST /stations/{id}/assign-wildcard; the station is the one in the path. */
export const wildcardAssignmentInputSchema = z.object({
  wildcard_employee_id: idSchema,
  wildcard_employee_name: employeeName,
  quarter_id: idSchema,
  assignment_date: dateSchema,
  reason: z.literal(QUICK_WILDCARD_REASON).default(QUICK_WILDCARD_REASON),
  fulfillment_center_id: idSchema.optional(),
  /** Issue 15: as for a regular assignment, a MANAGER+'s reason to place someone lacking a required skill. */
  override_reason: overrideReasonSchema.optional(),
  ...placementFlags,
});

export type WildcardAssignmentInput = z.output<typeof wildcardAssignmentInputSchema>;

/**
 * POST /stations/{id}/create-and-assign (issue 25, decision 137): the popover's Create & Assign
 * as one call. `request_id` is made by the browser when the form opens and sent again on every
 * retry: the server makes at most one person per request id, so a retry after a lost answer
 * assigns the person the first try made.
 */
export const createAndAssignInputSchema = employeeCreateFields
  .pick({ name: true, employee_id: true, badge_barcode_id: true, fulfillment_center_id: true })
  .extend({
    request_id: idSchema,
    quarter_id: idSchema,
    assignment_date: dateSchema,
    override_reason: overrideReasonSchema.optional(),
    replace_checked_in: placementFlags.replace_checked_in,
    correction_reason: placementFlags.correction_reason,
  });

export type CreateAndAssignInput = z.output<typeof createAndAssignInputSchema>;

/** Its answer: the person (made now, or by the first try of the same request) and their assignment. */
export const createAndAssignAnswerSchema = z.object({ employee: employeeSchema, assignment: assignmentSchema });

export type CreateAndAssignAnswer = z.infer<typeof createAndAssignAnswerSchema>;
