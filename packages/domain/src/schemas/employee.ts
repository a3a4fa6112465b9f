import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { optionalText, optionalWholeNumber, requiredText, requireSomeChange, TEXT_MAX_LENGTH } from './form-fields.ts';
import { idSchema } from './id.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { employeeSkillsSchema } from './skill.ts';
import { findPatternDatesProblem, findShiftPatternProblem, shiftPatternFields } from '../roster/shift-pattern.ts';
import type { ShiftPatternInput } from '../roster/shift-pattern-presets.ts';

/** An employee's name, wherever a request carries it (the employee form, an assignment). */
export const EMPLOYEE_NAME = { label: 'Employee name', max: TEXT_MAX_LENGTH.name };

/** Spec 2 §5: only the name is required; the alias is text, the other ids whole numbers. */
const employeeFields = {
  name: requiredText(MESSAGES.employeeNameRequired, EMPLOYEE_NAME),
  employee_id: optionalText({ label: 'Employee alias', max: TEXT_MAX_LENGTH.login }),
  department_id: optionalWholeNumber(MESSAGES.departmentIdInvalid, 1),
  badge_barcode_id: optionalWholeNumber(MESSAGES.badgeBarcodeIdInvalid, 1),
  employee_uid: optionalWholeNumber(MESSAGES.employeeUidInvalid, 1),
  /** Issue 14: 'en' or 'es'; null or '' = not set. */
  preferred_language: z
    .enum([...LANGUAGES, ''], MESSAGES.preferredLanguageInvalid)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  fulfillment_center_id: idSchema.optional(),
  /** Issue 15: the skills the person holds with their expiry; when sent, the whole list ([] = none). */
  skills: employeeSkillsSchema.optional(),
  /** Issue 28: who works when (decision 149); a preset implies its work days and shift. */
  ...shiftPatternFields,
};

/** The pattern's rules over the fields a request sent; the dates' order against the stored ones is the server's. */
export function checkShiftPattern(input: ShiftPatternInput, context: z.RefinementCtx) {
  const problem = findShiftPatternProblem(input);
  if (problem) context.addIssue({ code: 'custom', message: problem, path: ['shift_pattern'] });
  const datesProblem = findPatternDatesProblem(input.pattern_starts_on ?? null, input.pattern_ends_on ?? null);
  if (datesProblem) context.addIssue({ code: 'custom', message: datesProblem, path: ['pattern_ends_on'] });
}

/** The create request's fields without its checks across fields, for requests built from some of them. */
export const employeeCreateFields = z.object(employeeFields);

/** POST /employees, from the Employees tab and from the map's 'Create & Assign'. */
export const employeeCreateSchema = employeeCreateFields.superRefine(checkShiftPattern);

export type EmployeeCreateInput = z.output<typeof employeeCreateSchema>;

/** PUT /employees/{id}: any of the fields, or only is_active for the Activate/Deactivate toggle. */
export const employeeUpdateSchema = requireSomeChange(z.object({ ...employeeFields, is_active: z.boolean() }).partial()).superRefine(checkShiftPattern);

export type EmployeeUpdateInput = z.output<typeof employeeUpdateSchema>;
