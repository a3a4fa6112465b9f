import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { EMPLOYEE_NAME } from './employee.ts';
import { requiredText } from './form-fields.ts';
import { dateSchema, idSchema } from './id.ts';
import { overrideReasonSchema } from './skill.ts';

/** Spec 1 §5: assignments made by hand from the map or the quarter view. */
export const MANUAL_ASSIGNMENT_CREATED_BY = 'manager';

/** Spec 1 §3: the wildcard endpoint's fixed reason. */
export const QUICK_WILDCARD_REASON = 'Quick wildcard assignment';

// Copied from the employee record, so it meets the employee form's rule.
const employeeName = requiredText(MESSAGES.employeeNameRequired, EMPLOYEE_NAME);

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
});

export type WildcardAssignmentInput = z.output<typeof wildcardAssignmentInputSchema>;
